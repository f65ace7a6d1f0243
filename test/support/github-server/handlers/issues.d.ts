import { type Handler } from '../context.js';
/** Handlers by operationId. */
export declare const issueHandlers: Record<string, Handler>;
