// The bundle as the runner runs it, under Node 20 and Node 24: outputs always set, the job summary
// always written, bad inputs named.
import { describe, expect, it } from 'vitest';
import { useGitHubServer } from '../helpers/github.js';
import { NODE_RUNTIMES, runAction } from '../support/run-action.js';
import { loadWebhookExample } from '../support/webhooks.js';

const server = useGitHubServer({ scope: 'file' });

describe.each(NODE_RUNTIMES)('dist/index.js under $name', (node) => {
  it('on an event it has no work for, succeeds with every output at its "nothing happened" value', async () => {
    const before = server.requests.length;
    const result = await runAction({
      node,
      event: 'push',
      payload: loadWebhookExample('push'),
      repository: 'acme/widgets',
      apiUrl: server.url,
    });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.outputs).toEqual({
      score: '',
      target: '',
      penalty: '',
      reward: '',
      'interval-minutes': '',
      due: 'false',
      blocked: 'false',
      'published-topic': '',
    });
    expect(result.summary).toContain('Nothing to do for `push` events.');
    expect(server.requests.length).toBe(before);
    expect(server.violations).toEqual([]);
  });

  it('fails the step naming a bad input, and still writes the outputs and the summary', async () => {
    const result = await runAction({
      node,
      event: 'push',
      payload: loadWebhookExample('push'),
      repository: 'acme/widgets',
      apiUrl: server.url,
      inputs: { 'mutation-warn-threshold': 'lots' },
    });
    expect(result.code).toBe(1);
    expect(result.annotations).toContainEqual({
      level: 'error',
      message: "Bad input: input 'mutation-warn-threshold' is not a number from 0 to 100",
    });
    expect(result.outputs.blocked).toBe('false');
    expect(result.summary).toContain('Bad input');
  });

  it('fails the step naming a missing runner variable', async () => {
    const result = await runAction({
      node,
      event: 'push',
      payload: loadWebhookExample('push'),
      repository: 'not-a-repository',
      apiUrl: server.url,
    });
    expect(result.code).toBe(1);
    expect(result.annotations[0]?.message).toMatch(
      /^Bad input: GITHUB_REPOSITORY is not owner\/name/,
    );
  });
});
