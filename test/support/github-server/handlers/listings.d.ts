import { type Handler } from '../context.js';
/** Handlers by operationId. */
export declare const listingHandlers: Record<string, Handler>;
