/**
 * The demo's contract: examples/HEARTBEAT.md, embedded so that the bundled CLI needs no file
 * beside it (a test keeps the two byte-identical).
 */
export const DEMO_CONTRACT = `# Heartbeat

You maintain this repository between human reviews. Each heartbeat, work through the tasks below;
a verifier checks every claim against the real sources (check runs, files, commands), never your word.

Release 2.4 is due on Friday: keep \`main\` green and the changelog current.

## Tasks

- [ ] run_tests | Run the test suite on main and fix what breaks | required | verify: check:ci
- [ ] triage_issues | Label and answer new issues | required | verify: file:TRIAGE.md
- [ ] update_changelog | Add merged pull requests to CHANGELOG.md | required | verify: file:CHANGELOG.md
- [ ] refresh_docs | Regenerate the API reference | optional | verify: file:docs/api.md | max_attempts: 5

## Notes

Report a failure as a failure: it costs far less than a claim the verifier disproves.
`;

/** The demo's second agent, `reviewer`: it reviews what `coder` ships. */
export const DEMO_REVIEWER_CONTRACT = `# Reviewer heartbeat

You review what the coder agent ships. Each heartbeat, review the open pull requests and confirm
that main is green; a verifier checks every claim.

## Tasks

- [ ] review_prs | Review every open pull request | required | verify: evidence:review.done
- [ ] check_main | Confirm CI is green on main | optional | verify: check:ci
`;
