import type { CommandSpec } from '../spec.js';
import { READ, REMOTE_READ, now } from './shared.js';

/** `heartbeat-gate badge`: see src/cli/spec.ts for what each field is. */
export const declaration = {
  name: 'badge',
  summary: 'an SVG shield with the score and its tier colour (--out file)',
  description: `An SVG shield: score / target and the active tier, coloured by the penalty or reward tier.`,
  options: {
    out: {
      type: 'string',
      value: '<file>',
      description: 'write the SVG to this file (atomically)',
      default: 'standard output',
    },
    label: {
      type: 'string',
      value: '<text>',
      description: 'the left-hand text',
      default: 'heartbeat',
    },
    ...now(),
    ...READ,
    ...REMOTE_READ,
  },
} as const satisfies CommandSpec;
