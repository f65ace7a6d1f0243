import { observeCommand } from './command.js';
export const OBSERVERS = {
    cmd: observeCommand,
    file: async (_plan, { changes }) => (changes ? { changes } : {}),
};
