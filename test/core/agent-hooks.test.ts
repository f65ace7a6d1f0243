import { describe, expect, it } from 'vitest';
import { AGENT_HOOK_TARGETS, mergeAgentHook, stopHookCommand } from '../../src/core/agent-hooks.js';

describe('mergeAgentHook', () => {
  it('keeps every other key, event and hook, and appends ours to the event', () => {
    const existing = {
      permissions: { allow: ['Bash(npm test)'] },
      hooks: {
        PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: 'guard.sh' }] }],
        Stop: [{ hooks: [{ type: 'command', command: 'notify.sh' }] }],
      },
    };
    const merged = mergeAgentHook('claude-code', existing);
    expect(merged).toEqual({
      kind: 'added',
      config: {
        permissions: { allow: ['Bash(npm test)'] },
        hooks: {
          PreToolUse: existing.hooks.PreToolUse,
          Stop: [
            { hooks: [{ type: 'command', command: 'notify.sh' }] },
            { hooks: [{ type: 'command', command: stopHookCommand('claude-code'), timeout: 600 }] },
          ],
        },
      },
    });
  });

  it('a file that already runs the hook is left alone', () => {
    const once = mergeAgentHook('cursor', undefined);
    if (once.kind !== 'added') throw new Error('expected added');
    expect(mergeAgentHook('cursor', once.config)).toEqual({ kind: 'present' });
  });

  it.each([
    [
      'copilot-cli',
      {
        version: 1,
        hooks: {
          agentStop: [{ type: 'command', bash: stopHookCommand('copilot-cli'), timeoutSec: 30 }],
        },
      },
    ],
    ['cursor', { version: 1, hooks: { stop: [{ command: stopHookCommand('cursor') }] } }],
    [
      'gemini-cli',
      {
        hooks: {
          AfterAgent: [
            {
              hooks: [
                {
                  name: 'heartbeat-gate',
                  type: 'command',
                  command: stopHookCommand('gemini-cli'),
                  timeout: 60000,
                },
              ],
            },
          ],
        },
      },
    ],
    [
      'codex',
      {
        hooks: {
          Stop: [{ hooks: [{ type: 'command', command: stopHookCommand('codex'), timeout: 600 }] }],
        },
      },
    ],
  ] as const)('a new %s file', (harness, expected) => {
    expect(mergeAgentHook(harness, undefined)).toEqual({ kind: 'added', config: expected });
  });

  it.each([
    [[], 'not a JSON object'],
    [{ hooks: [] }, '"hooks" is not an object'],
    [{ hooks: { Stop: {} } }, '"hooks.Stop" is not a list'],
  ])('refuses %j: %s', (existing, problem) => {
    expect(mergeAgentHook('claude-code', existing)).toEqual({ kind: 'invalid', problem });
  });

  it('each harness has its documented file', () => {
    expect(
      Object.fromEntries(Object.entries(AGENT_HOOK_TARGETS).map(([h, t]) => [h, t.path])),
    ).toEqual({
      'claude-code': '.claude/settings.json',
      codex: '.codex/hooks.json',
      'copilot-cli': '.github/hooks/heartbeat-gate.json',
      'gemini-cli': '.gemini/settings.json',
      cursor: '.cursor/hooks.json',
    });
  });
});
