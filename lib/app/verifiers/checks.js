/** A {@link CheckReader} over the GitHub API, caching each commit's readings for the cycle. */
export function githubCheckReader(octokit, repository) {
    const cache = new Map();
    const read = async (sha) => {
        const [runs, combined] = await Promise.all([
            octokit.rest.checks.listForRef({ ...repository, ref: sha, filter: 'latest', per_page: 100 }),
            octokit.rest.repos.getCombinedStatusForRef({ ...repository, ref: sha, per_page: 100 }),
        ]);
        return [
            ...runs.data.check_runs.map((run) => ({
                source: 'check-run',
                name: run.name,
                status: run.status,
                conclusion: run.conclusion,
                url: run.html_url,
            })),
            ...combined.data.statuses.map((status) => ({
                source: 'status',
                name: status.context,
                status: status.state,
                url: status.target_url,
            })),
        ];
    };
    return (sha) => {
        let readings = cache.get(sha);
        if (!readings)
            cache.set(sha, (readings = read(sha)));
        return readings;
    };
}
