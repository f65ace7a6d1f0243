/**
 * What the workflows `init` writes cost in a month: replays a month of repository activity (the
 * events GitHub sends, with their times) against the `on:` triggers of examples/workflows/*.yml,
 * counting the job runs each workflow starts and the minutes GitHub bills for them (a private
 * repository's job is billed by the started minute). No trigger is hard-coded here: the schedule's
 * cron lines and each event's `types` are read from the files.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

const ROOT = join(import.meta.dirname, '../..');

/** The workflows `init` writes (src/cli/commands/init.ts), and what each is for. */
export const INIT_WORKFLOWS = ['evidence-gate.yml', 'heartbeat-schedule.yml'] as const;

/** The simulated month: April 2026 (30 days, 22 weekdays), UTC. */
export const MONTH = { start: Date.UTC(2026, 3, 1), days: 30 };

/**
 * How long one job runs, from the runner's start to its end (checkout and the Action): well under
 * a minute for both, so each started job is billed one minute. A heartbeat run with nothing due,
 * or a few cycles, is one GraphQL poll, a few REST reads and at most one commit.
 */
export const JOB_SECONDS: Record<(typeof INIT_WORKFLOWS)[number], number> = {
  'evidence-gate.yml': 30,
  'heartbeat-schedule.yml': 40,
};

/** One event GitHub sends a repository's workflows. */
export interface ActivityEvent {
  at: number;
  /** The webhook event name (`pull_request`, `issue_comment`, ...). */
  event: string;
  /** Its `action` (`opened`, `synchronize`, `created`, ...). */
  action?: string;
}

/** A profile of the month's activity. */
export interface Profile {
  name: string;
  events: ActivityEvent[];
}

const HOUR = 3_600_000;
const MINUTE = 60_000;

/** The events of one pull request an agent works on: opened, pushed, claimed, reviewed, merged. */
function pullRequest(start: number, pushes: number, spacing: number): ActivityEvent[] {
  const events: ActivityEvent[] = [{ at: start, event: 'pull_request', action: 'opened' }];
  for (let i = 0; i < pushes; i += 1) {
    const at = start + (i + 1) * spacing;
    if (i > 0) events.push({ at, event: 'pull_request', action: 'synchronize' });
    // The agent's claim for the push (`build.done` with its evidence) as a PR comment.
    events.push({ at: at + MINUTE, event: 'issue_comment', action: 'created' });
  }
  const end = start + (pushes + 1) * spacing;
  // An operator reviews; GitHub sends no event for the 👍 / 👎 reactions (the schedule polls).
  events.push({ at: end, event: 'pull_request_review', action: 'submitted' });
  events.push({ at: end + 5 * MINUTE, event: 'pull_request', action: 'closed' });
  return events;
}

const dayStart = (day: number) => MONTH.start + day * 24 * HOUR;
const weekday = (day: number) => {
  const dow = new Date(dayStart(day)).getUTCDay();
  return dow !== 0 && dow !== 6;
};

/**
 * The three profiles of docs/cost.md. Active: one agent, 09:00-17:00 on weekdays, four pull
 * requests a day, three pushes each. Busy: five agents around the clock, each a pull request every
 * two hours (three pushes). Idle: nothing happens.
 */
export function profiles(): Profile[] {
  const active: ActivityEvent[] = [];
  const busy: ActivityEvent[] = [];
  for (let day = 0; day < MONTH.days; day += 1) {
    if (weekday(day)) {
      for (let pr = 0; pr < 4; pr += 1) {
        active.push(...pullRequest(dayStart(day) + (9 + 2 * pr) * HOUR, 3, 25 * MINUTE));
      }
    }
    for (let agent = 0; agent < 5; agent += 1) {
      for (let pr = 0; pr < 12; pr += 1) {
        const start = dayStart(day) + pr * 2 * HOUR + agent * 11 * MINUTE;
        busy.push(...pullRequest(start, 3, 20 * MINUTE));
      }
    }
  }
  return [
    { name: 'active: one agent, 8 h on weekdays', events: active },
    { name: 'busy: five agents around the clock', events: busy },
    { name: 'idle', events: [] },
  ];
}

/** One field of a cron line, as the set of values it matches. */
function cronField(field: string, min: number, max: number): Set<number> {
  const values = new Set<number>();
  for (const part of field.split(',')) {
    const [range = '*', stepText] = part.split('/');
    const step = stepText === undefined ? 1 : Number(stepText);
    const [lo, hi] =
      range === '*'
        ? [min, max]
        : range.includes('-')
          ? range.split('-').map(Number)
          : [Number(range), stepText === undefined ? Number(range) : max];
    if (lo === undefined || hi === undefined || !(step > 0) || Number.isNaN(lo + hi)) {
      throw new Error(`cron field ${JSON.stringify(field)}: not understood`);
    }
    for (let v = lo; v <= hi; v += step) values.add(v);
  }
  return values;
}

/** The instants (minute starts) of the month a POSIX cron line fires at, in UTC as GitHub runs it. */
export function cronTimes(line: string): number[] {
  const fields = line.trim().split(/\s+/);
  if (fields.length !== 5) throw new Error(`cron ${JSON.stringify(line)}: five fields expected`);
  const [minute, hour, dom, month, dow] = fields as [string, string, string, string, string];
  const m = cronField(minute, 0, 59);
  const h = cronField(hour, 0, 23);
  const d = cronField(dom, 1, 31);
  const mo = cronField(month, 1, 12);
  const w = cronField(dow.replace(/\b7\b/, '0'), 0, 6);
  const times: number[] = [];
  for (let t = MONTH.start; t < dayStart(MONTH.days); t += MINUTE) {
    const date = new Date(t);
    // Day of month and day of week: either matches when both are restricted (cron's rule).
    const dayMatch =
      dom !== '*' && dow !== '*'
        ? d.has(date.getUTCDate()) || w.has(date.getUTCDay())
        : d.has(date.getUTCDate()) && w.has(date.getUTCDay());
    if (
      m.has(date.getUTCMinutes()) &&
      h.has(date.getUTCHours()) &&
      mo.has(date.getUTCMonth() + 1) &&
      dayMatch
    ) {
      times.push(t);
    }
  }
  return times;
}

/** A workflow's `on:` triggers, as the simulation needs them. */
export interface Triggers {
  crons: string[];
  /** Event name → the actions it runs on (undefined: every action). */
  events: Map<string, readonly string[] | undefined>;
}

/** Reads the `on:` block of an example workflow. */
export function workflowTriggers(file: string): Triggers {
  const yaml = parse(readFileSync(join(ROOT, 'examples/workflows', file), 'utf8')) as {
    on: Record<string, unknown> | string | string[];
  };
  const on = yaml.on;
  const entries: [string, unknown][] =
    typeof on === 'string'
      ? [[on, null]]
      : Array.isArray(on)
        ? on.map((name) => [name, null])
        : Object.entries(on);
  const crons: string[] = [];
  const events = new Map<string, readonly string[] | undefined>();
  for (const [name, value] of entries) {
    if (name === 'schedule') {
      for (const entry of value as { cron: string }[]) crons.push(entry.cron);
    } else if (name === 'workflow_dispatch') {
      continue; // by hand only
    } else {
      const types = (value as { types?: string[] } | null)?.types;
      events.set(name, types);
    }
  }
  return { crons, events };
}

/** The events an activity event is delivered as to workflows (`pull_request_target` too). */
function deliveredAs(event: ActivityEvent): string[] {
  return event.event === 'pull_request' ? ['pull_request', 'pull_request_target'] : [event.event];
}

/** What one workflow costs in the month under one profile. */
export interface WorkflowCost {
  workflow: string;
  runs: number;
  billedMinutes: number;
  /** The longest time between two runs (minutes), or undefined with fewer than two. */
  longestGapMinutes: number | undefined;
}

/** Counts the runs and billed minutes of each workflow `init` writes under `profile`. */
export function simulate(profile: Profile): WorkflowCost[] {
  return INIT_WORKFLOWS.map((workflow) => {
    const triggers = workflowTriggers(workflow);
    const starts = triggers.crons.flatMap(cronTimes);
    for (const event of profile.events) {
      const matches = deliveredAs(event).some((name) => {
        if (!triggers.events.has(name)) return false;
        const types = triggers.events.get(name);
        return types === undefined || (event.action !== undefined && types.includes(event.action));
      });
      if (matches) starts.push(event.at);
    }
    starts.sort((a, b) => a - b);
    let gap: number | undefined;
    for (let i = 1; i < starts.length; i += 1) {
      gap = Math.max(gap ?? 0, (starts[i]! - starts[i - 1]!) / MINUTE);
    }
    return {
      workflow,
      runs: starts.length,
      // Billed by the started minute.
      billedMinutes: starts.length * Math.ceil(JOB_SECONDS[workflow] / 60),
      longestGapMinutes: gap,
    };
  });
}

/** The table docs/cost.md shows, one row per profile and workflow. */
export function costTable(): string {
  const rows = [
    '| profile | workflow | job runs | billed minutes | longest gap between runs |',
    '| ------- | -------- | -------: | -------------: | -----------------------: |',
  ];
  for (const profile of profiles()) {
    for (const cost of simulate(profile)) {
      rows.push(
        `| ${profile.name} | ${cost.workflow} | ${cost.runs.toLocaleString('en-US')} | ${cost.billedMinutes.toLocaleString('en-US')} | ${cost.longestGapMinutes === undefined ? '-' : `${cost.longestGapMinutes} min`} |`,
      );
    }
  }
  return rows.join('\n');
}
