/** The authenticated user: a user token's login; an app's installation token is refused. */
import { error, type Handler } from '../context.js';

/** Handlers by operationId. */
export const userHandlers: Record<string, Handler> = {
  // GitHub answers GITHUB_TOKEN (an installation token) 403 here: it is no user.
  'users/get-authenticated': (ctx) => {
    if (ctx.actor.endsWith('[bot]')) return error(403, 'Resource not accessible by integration');
    const user = ctx.state.renderUser(ctx.actor);
    const at = ctx.state.now();
    return {
      status: 200,
      body: {
        ...user,
        bio: null,
        blog: null,
        company: null,
        email: null,
        followers: 0,
        following: 0,
        hireable: null,
        location: null,
        name: null,
        public_gists: 0,
        public_repos: 0,
        created_at: at,
        updated_at: at,
      },
    };
  },
};
