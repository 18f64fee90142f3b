// Job seeding shared by the benchmarks: `size` synthetic open jobs in one generate_series insert,
// on PostgreSQL (pg) or PGlite alike.

/** The one method of pg.Pool, pg.Client and PGlite the seeding needs. */
export interface SqlClient {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * Replaces every job with `size` new ones. Words have very different frequencies: "zephyrine" is
 * in ten jobs whatever the size, "engineer" in every title. The structured facts vary too: a
 * sixth of the jobs are remote (all in the US), three in seven full-time, and every job has a
 * yearly pay range in its location's currency, so the search's filters have something to narrow.
 */
export async function seedJobs(client: SqlClient, size: number): Promise<void> {
  await client.query("truncate jobs restart identity cascade");
  await client.query(
    `insert into jobs (title, company_name, location, salary, description_html, posted_at,
       employment_type, workplace, remote_countries, city, country_code,
       salary_min, salary_max, salary_currency, salary_period)
     select
       (array['Senior','Junior','Staff','Lead','Principal'])[1 + i % 5] || ' ' ||
       (array['Platform','Backend','Data','Site Reliability','Security','Frontend','Cloud','QA'])[1 + i % 8] || ' Engineer',
       (array['Bluepeak Cloud','Northwind Robotics','Cedarbyte Labs','Harborline','Quillstone'])[1 + i % 5] || ' ' || (i % 97),
       (array['Berlin, Germany','Austin, TX','Remote (US)','Toronto, ON','Bengaluru, India','London, UK'])[1 + i % 6],
       '$' || (90 + i % 60) || ',000',
       '<p>Work with ' || (array['Kubernetes','Terraform','PostgreSQL','Python','Go','Ansible','Prometheus'])[1 + i % 7] ||
       ' and ' || (array['AWS','Linux','GitHub Actions','Grafana','Redis'])[1 + i % 5] || '.</p>' ||
       case when i % greatest($1::int / 10, 1) = 0 then '<p>Zephyrine project.</p>' else '' end,
       now() - (i % 5000) * interval '1 hour',
       ((array['full_time','full_time','full_time','part_time','contract','internship','temporary'])[1 + (i / 7) % 7])::job_employment_type,
       (case when i % 6 = 2 then 'remote' else (array['on_site','hybrid'])[1 + (i / 6) % 2] end)::job_workplace,
       case when i % 6 = 2 then array['US'] end,
       (array['Berlin','Austin',null,'Toronto','Bengaluru','London'])[1 + i % 6],
       (array['DE','US','US','CA','IN','GB'])[1 + i % 6],
       (90 + i % 60) * 1000,
       (110 + i % 60) * 1000,
       (array['EUR','USD','USD','CAD','INR','GBP'])[1 + i % 6],
       'year'::job_salary_period
     from generate_series(1, $1::int) as i`,
    [size],
  );
  await client.query("analyze jobs");
}
