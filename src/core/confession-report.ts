/**
 * The confession phase: a Confessor hat, rewarded only for finding problems, writes a
 * ConfessionReport in Markdown; the Confession Handler decides from it alone whether the loop
 * completes, retries, escalates, or asks for a new confession.
 *
 * The report is untrusted agent text: parsing never throws and reads each line once, with no
 * regular expression that can backtrack.
 */

import {
  fold,
  listItem,
  readHeading,
  stripOrderedMarker,
  stripTrailingCr,
  unbold,
} from './confession-markdown.js';
import { firstNumber, unreadableReason } from './evidence/parse.js';

/** The two topics a Confessor publishes. */
export type ConfessionTopic = 'confession.clean' | 'confession.issues_found';

/** The confidence a clean confession needs: clean and at least 80. */
export const CONFESSION_CONFIDENCE_THRESHOLD = 80;

/** Whether an objective was met, as the Confessor judged it; undefined when unreadable. */
export type ObjectiveMet = 'yes' | 'no' | 'partial';

/** One objective the work should satisfy: was it met, on what evidence, with what confidence. */
export interface ConfessionObjective {
  readonly objective: string;
  readonly met: ObjectiveMet | undefined;
  readonly evidence: string;
  /** 0–100; undefined when missing or out of range. */
  readonly confidence: number | undefined;
  /** 1-based line of the objective's heading or list item. */
  readonly line: number;
}

/** One uncertainty or shortcut; `major` ones escalate to a human instead of a retry. */
export interface ConfessionItem {
  readonly text: string;
  readonly major: boolean;
  readonly line: number;
}

/** A problem found while reading the report, with its 1-based line (0 for the whole report). */
export interface ConfessionDiagnostic {
  readonly line: number;
  readonly message: string;
}

/** A parsed ConfessionReport. */
export interface ConfessionReport {
  readonly objectives: ConfessionObjective[];
  readonly uncertainties: ConfessionItem[];
  readonly shortcuts: ConfessionItem[];
  /** The single easiest issue to verify: one concrete, testable claim ('' when absent). */
  readonly easiestIssueToVerify: string;
  /** The topic the Confessor chose; undefined when the report names neither. */
  readonly decision: ConfessionTopic | undefined;
  readonly diagnostics: ConfessionDiagnostic[];
}

type Section = 'objectives' | 'uncertainties' | 'shortcuts' | 'easiest' | 'decision' | 'other';

/** Section headings, compared lowercased with punctuation folded to spaces. */
const SECTION_NAMES: readonly [string, Section][] = [
  ['objectives', 'objectives'],
  ['objective assessment', 'objectives'],
  ['uncertainties', 'uncertainties'],
  ['shortcuts', 'shortcuts'],
  ['single easiest issue to verify', 'easiest'],
  ['easiest issue to verify', 'easiest'],
  ['decision', 'decision'],
];

/** List items that mean "nothing to report". */
const NOTHING = new Set(['none', 'nothing', 'n a', 'no', 'no uncertainties', 'no shortcuts']);

/**
 * Parses a ConfessionReport from Markdown (the format of `examples/confession/`). Never throws;
 * what it cannot read becomes a diagnostic, and {@link decideConfession} treats an unreadable
 * report as untrustworthy.
 */
export function parseConfessionReport(markdown: string): ConfessionReport {
  const objectives: MutableObjective[] = [];
  const uncertainties: ConfessionItem[] = [];
  const shortcuts: ConfessionItem[] = [];
  const easiest: string[] = [];
  const diagnostics: ConfessionDiagnostic[] = [];
  let decision: ConfessionTopic | undefined;
  let section: Section = 'other';
  // Headings below the Objectives heading's level are objectives; others end the section.
  let sectionLevel = 0;
  let inFence = false;

  const lines = markdown.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const raw = stripTrailingCr(lines[index]!);
    const lineNumber = index + 1;
    const fence = raw.trimStart().startsWith('```');
    if (inFence || fence) {
      if (fence) inFence = !inFence;
      if (section === 'easiest') easiest.push(raw);
      continue;
    }
    const heading = readHeading(raw);
    if (heading !== undefined) {
      const named = sectionNamed(heading.text);
      if (named !== undefined) {
        section = named;
        sectionLevel = heading.level;
      } else if (section === 'objectives' && heading.level > sectionLevel) {
        objectives.push(newObjective(stripObjectiveLabel(heading.text), lineNumber));
      } else {
        section = 'other';
      }
      continue;
    }
    const text = raw.trim();
    if (text === '') continue;
    switch (section) {
      case 'objectives':
        readObjectiveLine(raw, lineNumber, objectives, diagnostics);
        break;
      case 'uncertainties':
        addItem(raw, lineNumber, uncertainties);
        break;
      case 'shortcuts':
        addItem(raw, lineNumber, shortcuts);
        break;
      case 'easiest':
        easiest.push(raw);
        break;
      case 'decision':
        decision ??= findDecision(text);
        break;
      case 'other':
        break;
    }
  }

  if (objectives.length === 0) diagnostics.push({ line: 0, message: 'no objectives' });
  for (const objective of objectives) {
    if (objective.met === undefined) {
      diagnostics.push({ line: objective.line, message: `objective has no readable 'met:'` });
    }
    if (objective.confidence === undefined) {
      diagnostics.push({
        line: objective.line,
        message: `objective has no 'confidence:' from 0 to 100`,
      });
    }
  }
  if (decision === undefined) {
    diagnostics.push({
      line: 0,
      message: `no decision: write confession.clean or confession.issues_found under '## Decision'`,
    });
  }
  const easiestIssueToVerify = easiest.join('\n').trim();
  if (easiestIssueToVerify === '') {
    diagnostics.push({ line: 0, message: 'no single easiest issue to verify' });
  }
  return {
    objectives: objectives.map(({ objective, met, evidence, confidence, line }) => ({
      objective,
      met,
      evidence: evidence.join('\n'),
      confidence,
      line,
    })),
    uncertainties,
    shortcuts,
    easiestIssueToVerify,
    decision,
    diagnostics,
  };
}

interface MutableObjective {
  objective: string;
  met: ObjectiveMet | undefined;
  evidence: string[];
  confidence: number | undefined;
  /** The field the last line belonged to, so that a continuation line extends it. */
  lastField: 'evidence' | undefined;
  line: number;
}

function newObjective(objective: string, line: number): MutableObjective {
  return {
    objective,
    met: undefined,
    evidence: [],
    confidence: undefined,
    lastField: undefined,
    line,
  };
}

function sectionNamed(heading: string): Section | undefined {
  // Long headings are never section names; folding them would only cost time.
  if (heading.length > 80) return undefined;
  const folded = fold(heading).replace(/^\d+ /, '');
  for (const [name, section] of SECTION_NAMES) if (folded === name) return section;
  return undefined;
}

/** `Objective: X`, `Objective 2: X` or `1. X` → `X`; bold markers removed. */
function stripObjectiveLabel(text: string): string {
  let rest = unbold(text);
  const colon = rest.indexOf(':');
  if (colon !== -1 && colon <= 16 && fold(rest.slice(0, colon)).startsWith('objective')) {
    rest = rest.slice(colon + 1);
  }
  return stripOrderedMarker(rest.trim());
}

/** `Met: yes` / `**Confidence:** 85%` → its field and value, for the three objective fields. */
function readField(
  text: string,
): { field: 'met' | 'evidence' | 'confidence'; value: string } | undefined {
  // Field names are short: only the head of the line is unbolded, so a long line costs no copy.
  const head = unbold(text.slice(0, 40));
  const colon = head.indexOf(':');
  if (colon === -1 || colon > 20) return undefined;
  const name = fold(head.slice(0, colon));
  const field =
    name === 'met' || name === 'status'
      ? 'met'
      : name === 'evidence'
        ? 'evidence'
        : name === 'confidence'
          ? 'confidence'
          : undefined;
  if (field === undefined) return undefined;
  // Bold and underscore markers never contain a colon, so the first colon is the same one.
  let start = text.indexOf(':') + 1;
  while (text[start] === '*' || text[start] === '_') start++;
  return { field, value: text.slice(start).trim() };
}

function readObjectiveLine(
  raw: string,
  line: number,
  objectives: MutableObjective[],
  diagnostics: ConfessionDiagnostic[],
): void {
  const item = listItem(raw);
  const text = item?.text ?? raw.trim();
  const field = readField(text);
  const current = objectives.at(-1);
  if (field === undefined) {
    // An unindented list item that is not a field starts a new objective; other text continues
    // the evidence it follows.
    if (item !== undefined && item.indent === 0) {
      objectives.push(newObjective(stripObjectiveLabel(text), line));
    } else if (current?.lastField === 'evidence') {
      current.evidence.push(text);
    }
    return;
  }
  if (current === undefined) {
    diagnostics.push({ line, message: `'${field.field}:' outside an objective` });
    return;
  }
  current.lastField = undefined;
  switch (field.field) {
    case 'met':
      current.met = readMet(field.value);
      break;
    case 'evidence':
      if (field.value !== '') current.evidence.push(field.value);
      current.lastField = 'evidence';
      break;
    case 'confidence': {
      // The one number reader: `1,000` or `5e3` is refused whole, never read as 1 or 5.
      const read = firstNumber(field.value);
      const value = read && 'value' in read ? read.value : undefined;
      if (value !== undefined && value >= 0 && value <= 100) current.confidence = value;
      else if (read && 'unreadable' in read) {
        diagnostics.push({ line, message: unreadableReason('confidence', read.unreadable) });
      } else diagnostics.push({ line, message: `confidence must be a number from 0 to 100` });
      break;
    }
  }
}

function readMet(value: string): ObjectiveMet | undefined {
  const folded = fold(value.length > 40 ? value.slice(0, 40) : value);
  if (value.startsWith('✅')) return 'yes';
  if (value.startsWith('❌')) return 'no';
  if (value.startsWith('⚠')) return 'partial';
  const word = folded.split(' ')[0] ?? '';
  if (word === 'yes' || word === 'met' || word === 'true') return 'yes';
  if (word === 'no' || word === 'false' || word === 'unmet' || folded.startsWith('not met')) {
    return 'no';
  }
  if (word === 'partial' || word === 'partially') return 'partial';
  return undefined;
}

function addItem(raw: string, line: number, items: ConfessionItem[]): void {
  const item = listItem(raw);
  if (item === undefined || item.indent > 0) {
    // Continuation of the previous item.
    const last = items.at(-1);
    if (last !== undefined) {
      items[items.length - 1] = { ...last, text: `${last.text}\n${(item?.text ?? raw).trim()}` };
    }
    return;
  }
  let text = item.text;
  let major = false;
  const lower = text.slice(0, 12).toLowerCase();
  for (const marker of ['[major]', '**major**', '(major)', 'major:']) {
    if (lower.startsWith(marker)) {
      major = true;
      text = text.slice(marker.length).trim();
      break;
    }
  }
  if (text === '' || NOTHING.has(fold(text.length > 20 ? text.slice(0, 20) : text))) return;
  items.push({ text, major, line });
}

function findDecision(text: string): ConfessionTopic | undefined {
  const issues = text.indexOf('confession.issues_found');
  const clean = text.indexOf('confession.clean');
  if (issues === -1 && clean === -1) return undefined;
  if (clean === -1) return 'confession.issues_found';
  if (issues === -1) return 'confession.clean';
  return issues < clean ? 'confession.issues_found' : 'confession.clean';
}
