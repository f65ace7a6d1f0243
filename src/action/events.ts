/** Which handler runs for which event name; an event not listed here has nothing to do. */
import type { EventHandler } from './handler.js';
import { scheduleHandler } from './schedule.js';

export const EVENT_HANDLERS: Readonly<Partial<Record<string, EventHandler>>> = {
  schedule: scheduleHandler,
  workflow_dispatch: scheduleHandler,
};
