/** The resources the server lists; what each holds is read by ./resources.ts on a read. */

/** How a resource is listed. */
export interface ResourceEntry {
  readonly name: ResourceName;
  readonly uri: string;
  readonly title: string;
  readonly description: string;
  readonly mimeType: string;
}

export type ResourceName = 'contract' | 'score' | 'latest-cycle';

export const RESOURCES: readonly ResourceEntry[] = [
  {
    name: 'contract',
    uri: 'heartbeat://contract',
    title: 'Heartbeat contract',
    description: 'HEARTBEAT.md (the configured contract file) as it is in the working tree',
    mimeType: 'text/markdown',
  },
  {
    name: 'score',
    uri: 'heartbeat://score',
    title: 'Accountability score',
    description:
      "the score section of the agent's prompt as of now: score, target, tiers and how it is scored",
    mimeType: 'text/markdown',
  },
  {
    name: 'latest-cycle',
    uri: 'heartbeat://cycle/latest',
    title: 'Latest cycle commit',
    description:
      'the newest cycle commit as `heartbeat-gate log --json` reports it (null before the first cycle)',
    mimeType: 'application/json',
  },
];
