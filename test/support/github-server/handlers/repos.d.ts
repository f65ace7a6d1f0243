import { type Handler } from '../context.js';
/** Handlers by operationId. */
export declare const repoHandlers: Record<string, Handler>;
