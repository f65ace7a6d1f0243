/** HEARTBEAT.md texts the tests share: one home, so a change to the format is one edit. */

/** The seed's sample: one required and one optional task, no verify hints. */
export const SAMPLE_CONTRACT = `# Heartbeat

## Tasks

- [ ] check_email | Check for new important emails | required
- [ ] weather_brief | Prepare morning weather brief | optional
`;

/** One required task. */
export const ONE_TASK_CONTRACT = `# Heartbeat

## Tasks

- [ ] check_email | Check for new important emails | required
`;
