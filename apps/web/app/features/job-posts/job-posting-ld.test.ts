import { describe, expect, it } from "vitest";
import { remoteDachFacts } from "#web/test/job-facts";
import { jobPost } from "#web/test/render-jobs-route";
import { jobPostingLd, parseSalary } from "./job-posting-ld";

describe("parseSalary", () => {
  it.each([
    ["$145,000 - $170,000 / year", { currency: "USD", minValue: 145000, maxValue: 170000, unitText: "YEAR" }],
    [
      "CA$150,000 - CA$175,000 / year",
      { currency: "CAD", minValue: 150000, maxValue: 175000, unitText: "YEAR" },
    ],
    ["€78,000 - €92,000", { currency: "EUR", minValue: 78000, maxValue: 92000, unitText: "YEAR" }],
    ["£80,000 - £95,000", { currency: "GBP", minValue: 80000, maxValue: 95000, unitText: "YEAR" }],
    [
      "₹9,00,000 - ₹13,00,000 / year",
      { currency: "INR", minValue: 900000, maxValue: 1300000, unitText: "YEAR" },
    ],
    ["PLN 18,000 - 23,000 / month", { currency: "PLN", minValue: 18000, maxValue: 23000, unitText: "MONTH" }],
    ["SEK 55,000 - 68,000 / month", { currency: "SEK", minValue: 55000, maxValue: 68000, unitText: "MONTH" }],
    [
      "$130,000 - $155,000 / year + commission",
      { currency: "USD", minValue: 130000, maxValue: 155000, unitText: "YEAR" },
    ],
    ["€90k - €110k + bonus", { currency: "EUR", minValue: 90000, maxValue: 110000, unitText: "YEAR" }],
    ["$65 / hour", { currency: "USD", minValue: 65, unitText: "HOUR" }],
  ])("reads %s", (text, expected) => {
    expect(parseSalary(text)).toEqual(expected);
  });

  it.each(["", "Competitive", "100,000 - 120,000", "$ negotiable"])("gives up on %j", (text) => {
    expect(parseSalary(text)).toBeNull();
  });
});

describe("jobPostingLd", () => {
  it("describes a remote job as telecommuting and leaves out what is unknown", () => {
    const ld = jobPostingLd(
      jobPost({ jobLocation: "Remote (US)", jobSalary: "", validThrough: "" }),
      "<p>x</p>",
    );
    expect(ld).toMatchObject({
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: { name: "US" },
    });
    expect(ld).not.toHaveProperty("baseSalary");
    expect(ld).not.toHaveProperty("validThrough");
    expect(ld).not.toHaveProperty("jobLocation");
  });

  it("names the country of a city abroad and drops the work arrangement", () => {
    expect(jobPostingLd(jobPost({ jobLocation: "Lisbon, Portugal" }), "").jobLocation).toEqual({
      "@type": "Place",
      address: { "@type": "PostalAddress", addressLocality: "Lisbon", addressCountry: "Portugal" },
    });
    expect(jobPostingLd(jobPost({ jobLocation: "Toronto, ON (Hybrid)" }), "").jobLocation).toEqual({
      "@type": "Place",
      address: { "@type": "PostalAddress", addressLocality: "Toronto", addressRegion: "ON" },
    });
  });

  it("adds the company's logo only when it is a web address", () => {
    const withLogo = jobPostingLd(jobPost({ companyIconUrl: "https://cdn.example/logo.png" }), "");
    expect(withLogo.hiringOrganization).toEqual({
      "@type": "Organization",
      name: "Bluepeak Cloud",
      logo: "https://cdn.example/logo.png",
    });
    expect(jobPostingLd(jobPost(), "").hiringOrganization).toEqual({
      "@type": "Organization",
      name: "Bluepeak Cloud",
    });
  });
});

describe("jobPostingLd of a post with structured facts", () => {
  it("gives Google the employment type, remote countries, pay range and closing date", () => {
    const ld = jobPostingLd(
      jobPost({
        jobId: 12,
        jobTitle: "Platform Engineer",
        companyName: "Larkspur Labs",
        jobLocation: "Remote (Europe)",
        postedDate: "2026-11-20T09:00:00.000Z",
        validThrough: "2027-01-31T23:59:59.999Z",
        employmentType: "full_time",
        ...remoteDachFacts,
      }),
      "<p>Run it.</p>",
    );
    expect(ld).toEqual({
      "@context": "https://schema.org/",
      "@type": "JobPosting",
      title: "Platform Engineer",
      description: "<p>Run it.</p>",
      identifier: { "@type": "PropertyValue", name: "Larkspur Labs", value: "12" },
      datePosted: "2026-11-20T09:00:00.000Z",
      validThrough: "2027-01-31T23:59:59.999Z",
      employmentType: "FULL_TIME",
      hiringOrganization: { "@type": "Organization", name: "Larkspur Labs" },
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: [
        { "@type": "Country", name: "DE" },
        { "@type": "Country", name: "AT" },
      ],
      directApply: true,
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: "EUR",
        value: { "@type": "QuantitativeValue", minValue: 60000, maxValue: 75000, unitText: "YEAR" },
      },
    });
  });

  it.each([
    ["full_time", "FULL_TIME"],
    ["part_time", "PART_TIME"],
    ["contract", "CONTRACTOR"],
    ["internship", "INTERN"],
    ["temporary", "TEMPORARY"],
  ] as const)("names %s as %s", (employmentType, expected) => {
    expect(jobPostingLd(jobPost({ employmentType }), "").employmentType).toBe(expected);
  });

  it("names one country as an object, and none for a remote job open anywhere", () => {
    const one = jobPostingLd(jobPost({ workplace: "remote", remoteCountries: ["US"] }), "");
    expect(one.applicantLocationRequirements).toEqual({ "@type": "Country", name: "US" });
    expect(one).not.toHaveProperty("jobLocation");
    const anywhere = jobPostingLd(jobPost({ jobLocation: "Remote (US)", workplace: "remote" }), "");
    expect(anywhere.jobLocationType).toBe("TELECOMMUTE");
    expect(anywhere).not.toHaveProperty("applicantLocationRequirements");
  });

  it("places an on-site or hybrid job at its city and ISO country, not at the location text", () => {
    const ld = jobPostingLd(
      jobPost({ jobLocation: "Downtown office", workplace: "hybrid", jobCity: "Berlin", jobCountry: "DE" }),
      "",
    );
    expect(ld.jobLocation).toEqual({
      "@type": "Place",
      address: { "@type": "PostalAddress", addressLocality: "Berlin", addressCountry: "DE" },
    });
    expect(ld).not.toHaveProperty("jobLocationType");
  });

  it("keeps only the given end of an open range, and one value for equal ends", () => {
    const from = jobPostingLd(
      jobPost({
        jobSalary: "From $32.50 an hour",
        salaryMin: 32.5,
        salaryCurrency: "USD",
        salaryPeriod: "hour",
      }),
      "",
    );
    expect(from.baseSalary).toEqual({
      "@type": "MonetaryAmount",
      currency: "USD",
      value: { "@type": "QuantitativeValue", minValue: 32.5, unitText: "HOUR" },
    });
    const upTo = jobPostingLd(jobPost({ salaryMax: 95000, salaryCurrency: "GBP", salaryPeriod: "year" }), "");
    expect(upTo.baseSalary).toMatchObject({ value: { maxValue: 95000, unitText: "YEAR" } });
    expect(upTo.baseSalary).not.toHaveProperty("value.minValue");
    const fixed = jobPostingLd(
      jobPost({ salaryMin: 2200, salaryMax: 2200, salaryCurrency: "EUR", salaryPeriod: "month" }),
      "",
    );
    expect(fixed.baseSalary).toMatchObject({ currency: "EUR", value: { value: 2200, unitText: "MONTH" } });
  });
});
