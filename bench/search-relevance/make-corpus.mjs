#!/usr/bin/env node
/**
 * Writes corpus.json: the job posts of the search relevance benchmark (issue #30).
 *
 * Deterministic: a seeded PRNG picks from hand-written tables, so the same script always writes
 * the same corpus. Run it from anywhere: `node bench/search-relevance/make-corpus.mjs`.
 * The judgements in queries*.json refer to post ids ("p001", …): regenerating the corpus after a
 * change of this script invalidates them, so the script is frozen with the judgements.
 *
 * Each post has the shape of the app's demo posts (apps/api/src/db/seed/demo-jobs.ts) plus an id.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

// ---------------------------------------------------------------- deterministic randomness
function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = mulberry32(20250630);
const pick = (list) => list[Math.floor(rand() * list.length)];
const chance = (p) => rand() < p;
function sample(list, n) {
  const copy = [...list];
  const out = [];
  while (out.length < n && copy.length > 0) out.push(copy.splice(Math.floor(rand() * copy.length), 1)[0]);
  return out;
}
function shuffle(list) {
  return sample(list, list.length);
}
const fill = (text, vars) => text.replace(/\{(\w+)\}/g, (_, key) => vars[key] ?? `{${key}}`);

// ---------------------------------------------------------------- companies (shared boilerplate)
/** Each company's "About us" and benefits are the same in every one of its posts. */
const companies = [
  {
    name: "Northwind Robotics",
    about:
      "Northwind Robotics builds autonomous mobile robots for warehouses and hospitals. We are a product company of 400 people, and our engineers work closely with product managers, designers and field technicians.",
    benefits:
      "Remote-friendly culture with core hours from 10:00 to 15:00, an annual learning budget, a yearly hardware allowance and 28 days of paid leave.",
  },
  {
    name: "Bluefin Payments",
    about:
      "Bluefin Payments processes card and bank payments for 30,000 online shops in Europe and the Americas. We care about correctness, boring technology and calm on-call.",
    benefits:
      "Private health insurance, a pension plan with employer match, a remote-friendly setup budget for your home office, and four weeks of paid vacation.",
  },
  {
    name: "Alder & Finch",
    about:
      "Alder & Finch is an independent e-commerce group running six fashion and home brands. Our tech team of 90 people builds the storefronts, the warehouse systems and the data platform behind them.",
    benefits:
      "Staff discount on all our brands, a yearly training budget, bike leasing, and flexible working hours.",
  },
  {
    name: "Cobalt Health",
    about:
      "Cobalt Health makes software for outpatient clinics: scheduling, electronic records and billing. More than 2,500 clinics rely on us every day, so reliability is part of patient care.",
    benefits:
      "Comprehensive medical, dental and vision coverage, 401(k) or local pension match, paid parental leave of 20 weeks, and a remote-friendly policy for focus days.",
  },
  {
    name: "Tessera Games",
    about:
      "Tessera Games is a studio of 250 people behind two live online games with five million monthly players. We ship updates every two weeks and we play what we make.",
    benefits:
      "Game library allowance, catered lunches in the studio, relocation support, and a yearly company trip.",
  },
  {
    name: "Quarry Logistics",
    about:
      "Quarry Logistics plans and tracks freight across 14 countries. Our routing platform handles 200,000 shipments a day for carriers, shippers and customs brokers.",
    benefits:
      "Meal vouchers, public transport pass, a yearly bonus, and 30 days of paid leave. Our offices are remote-friendly: most teams meet in person two days a week.",
  },
  {
    name: "Lumen Analytics",
    about:
      "Lumen Analytics helps retailers understand their customers with a self-service analytics product. We are a data company first: every team, from sales to engineering, works from the same numbers.",
    benefits:
      "Stock options, a home-office allowance, mental health support, and an annual conference budget.",
  },
  {
    name: "Verdant Energy",
    about:
      "Verdant Energy operates solar and wind parks and sells green electricity to 800,000 households. Our digital team builds the forecasting, trading and customer systems of a utility that is growing fast.",
    benefits:
      "Company pension, electric car leasing, 30 days of holiday, and a remote-friendly policy with offices close to public transport.",
  },
  {
    name: "Helix Bio",
    about:
      "Helix Bio develops diagnostic tests for rare diseases. Our lab and software teams work side by side, and our software runs in 120 hospital labs.",
    benefits:
      "Medical coverage for you and your family, a yearly bonus, on-site gym and a generous relocation package.",
  },
  {
    name: "Pinnacle Bank",
    about:
      "Pinnacle Bank is a digital bank with 3 million customers and a full banking licence. We build our core banking, mobile apps and fraud systems in house.",
    benefits:
      "Pension contribution of 8%, private medical insurance, 27 days of holiday plus public holidays, and volunteer days.",
  },
  {
    name: "Orbital Media",
    about:
      "Orbital Media runs streaming and news apps watched by 12 million people each month. We publish around the clock and our platform never sleeps.",
    benefits:
      "Free subscriptions to all our services, flexible hours, a wellness budget, and remote-friendly teams spread over four time zones.",
  },
  {
    name: "Kinetic Mobility",
    about:
      "Kinetic Mobility rents e-bikes and e-scooters in 40 cities. Our apps, fleet software and IoT devices keep 90,000 vehicles on the road.",
    benefits: "Free rides, a yearly learning budget, lunch allowance, and 25 days of paid time off.",
  },
  {
    name: "Saffron Travel",
    about:
      "Saffron Travel is an online travel agency for hotels and holiday rentals, serving customers in 18 languages. Our product and engineering teams run hundreds of experiments a year.",
    benefits:
      "Travel credit every year, flexible working, private healthcare and a remote-friendly work-from-abroad policy of up to six weeks.",
  },
  {
    name: "Granite Insurance",
    about:
      "Granite Insurance sells home, car and pet insurance online. We are rebuilding a 30-year-old insurer as a modern software company.",
    benefits:
      "Annual bonus, 26 days of holiday, pension, life insurance and a paid volunteering day each quarter.",
  },
  {
    name: "Mosaic Learning",
    about:
      "Mosaic Learning makes online courses and tutoring tools for schools. Two million students learn with us every week, and teachers help shape everything we build.",
    benefits:
      "Education budget, four-day week during school holidays, remote-friendly hours, and paid parental leave.",
  },
  {
    name: "Ironclad Security",
    about:
      "Ironclad Security sells endpoint and cloud security software to mid-sized companies. Our threat research team publishes regularly and our product protects 1.5 million devices.",
    benefits: "Equity, conference and certification budget, top-of-the-line hardware, and 25 days of leave.",
  },
  {
    name: "Harvest Foods",
    about:
      "Harvest Foods delivers groceries from local farms to 600,000 customers. Our tech team builds the shop, the picking and packing software and the delivery routing.",
    benefits: "Free weekly grocery box, employee share plan, flexible hours, and 28 days of holiday.",
  },
  {
    name: "Atlas Cloudworks",
    about:
      "Atlas Cloudworks is a managed cloud provider for regulated industries. We run Kubernetes and database platforms for banks, insurers and public bodies across three continents.",
    benefits:
      "Certification budget for AWS, Azure and CNCF exams, on-call allowance, pension, and remote-friendly working with quarterly team weeks.",
  },
  {
    name: "Fjord Telecom",
    about:
      "Fjord Telecom provides mobile and fibre broadband to two million customers in the Nordics. Our network and IT teams are modernising everything from billing to the radio network.",
    benefits:
      "Free mobile and broadband subscription, pension, a yearly health check, and 25 days of vacation plus extra days in summer.",
  },
  {
    name: "Brightline Legal",
    about:
      "Brightline Legal builds contract management software used by in-house legal teams at 1,200 companies. We are bootstrapped, profitable and deliberate about growth.",
    benefits:
      "Profit sharing, a four-week paid sabbatical after four years, home-office stipend, fully paid health insurance, and the option to go part-time after parental leave.",
  },
  {
    name: "Solstice Retail",
    about:
      "Solstice Retail operates 300 department stores and a growing online shop. Our technology hub builds the systems behind stores, supply chain and e-commerce.",
    benefits: "Store discount of 25%, annual bonus, pension, and flexible start and finish times.",
  },
  {
    name: "Redwood Civic",
    about:
      "Redwood Civic builds digital services for city governments: permits, payments and public transport information. Our work is used by residents of 70 cities.",
    benefits:
      "Mission-driven work, 30 days of holiday, pension, and a remote-friendly team with monthly meet-ups.",
  },
  {
    name: "Cascade Semiconductors",
    about:
      "Cascade Semiconductors designs chips and embedded software for industrial sensors and automotive systems. Our engineers work from silicon to cloud.",
    benefits:
      "Relocation support, company pension, profit-related bonus, on-site canteen and a lab you will love.",
  },
  {
    name: "Meridian Hotels",
    about:
      "Meridian Hotels is a group of 120 hotels in Europe and Latin America. Our digital team runs booking, loyalty and the systems our front desks use every day.",
    benefits: "Free stays in our hotels, a yearly bonus, language classes and 25 days of paid leave.",
  },
  {
    name: "Quantum Ledger",
    about:
      "Quantum Ledger builds accounting and invoicing software for small businesses in 12 countries. Our product is used by 400,000 companies and their accountants.",
    benefits:
      "Stock options, private healthcare, a remote-friendly setup with a co-working allowance, and unlimited learning time on Fridays.",
  },
  {
    name: "Polar Devices",
    about:
      "Polar Devices makes smart home thermostats and the apps that control them. Our devices save energy in 1.2 million homes.",
    benefits: "Product discount, pension, a yearly hardware allowance and 27 days of holiday.",
  },
];

// ---------------------------------------------------------------- places, currencies, pay
/** Yearly pay of a mid-level post in each place, relative to the US figure, and its currency. */
const places = {
  "São Paulo": { country: "Brazil", cc: "BR", cur: "BRL", rate: 5.0, factor: 0.32, period: "month" },
  Zürich: { country: "Switzerland", cc: "CH", cur: "CHF", rate: 0.9, factor: 1.0, period: "year" },
  Montréal: {
    country: "Canada",
    region: "QC",
    cc: "CA",
    cur: "CAD",
    rate: 1.36,
    factor: 0.72,
    period: "year",
  },
  Kraków: { country: "Poland", cc: "PL", cur: "PLN", rate: 4.0, factor: 0.38, period: "month" },
  München: { country: "Germany", cc: "DE", cur: "EUR", rate: 0.92, factor: 0.62, period: "year" },
  Malmö: { country: "Sweden", cc: "SE", cur: "SEK", rate: 10.5, factor: 0.55, period: "month" },
  Bogotá: { country: "Colombia", cc: "CO", cur: "COP", rate: 4000, factor: 0.25, period: "month" },
  Berlin: { country: "Germany", cc: "DE", cur: "EUR", rate: 0.92, factor: 0.6, period: "year" },
  London: { country: "United Kingdom", cc: "GB", cur: "GBP", rate: 0.79, factor: 0.68, period: "year" },
  "New York": {
    country: "United States",
    region: "NY",
    cc: "US",
    cur: "USD",
    rate: 1,
    factor: 1.1,
    period: "year",
  },
  Austin: {
    country: "United States",
    region: "TX",
    cc: "US",
    cur: "USD",
    rate: 1,
    factor: 0.95,
    period: "year",
  },
  Chicago: {
    country: "United States",
    region: "IL",
    cc: "US",
    cur: "USD",
    rate: 1,
    factor: 0.92,
    period: "year",
  },
  Seattle: {
    country: "United States",
    region: "WA",
    cc: "US",
    cur: "USD",
    rate: 1,
    factor: 1.05,
    period: "year",
  },
  Toronto: {
    country: "Canada",
    region: "ON",
    cc: "CA",
    cur: "CAD",
    rate: 1.36,
    factor: 0.75,
    period: "year",
  },
  Amsterdam: { country: "Netherlands", cc: "NL", cur: "EUR", rate: 0.92, factor: 0.62, period: "year" },
  Dublin: { country: "Ireland", cc: "IE", cur: "EUR", rate: 0.92, factor: 0.64, period: "year" },
  Lisbon: { country: "Portugal", cc: "PT", cur: "EUR", rate: 0.92, factor: 0.4, period: "year" },
  Madrid: { country: "Spain", cc: "ES", cur: "EUR", rate: 0.92, factor: 0.45, period: "year" },
  Paris: { country: "France", cc: "FR", cur: "EUR", rate: 0.92, factor: 0.58, period: "year" },
  Bengaluru: { country: "India", cc: "IN", cur: "INR", rate: 83, factor: 0.2, period: "year" },
  Singapore: { country: "Singapore", cc: "SG", cur: "SGD", rate: 1.35, factor: 0.72, period: "year" },
  Sydney: {
    country: "Australia",
    region: "NSW",
    cc: "AU",
    cur: "AUD",
    rate: 1.5,
    factor: 0.75,
    period: "year",
  },
  Warsaw: { country: "Poland", cc: "PL", cur: "PLN", rate: 4.0, factor: 0.4, period: "month" },
  Stockholm: { country: "Sweden", cc: "SE", cur: "SEK", rate: 10.5, factor: 0.58, period: "month" },
  Manchester: { country: "United Kingdom", cc: "GB", cur: "GBP", rate: 0.79, factor: 0.6, period: "year" },
};
/** How many on-site and hybrid posts each city gets; the rest cycle through the plain cities. */
const fixedCityCounts = {
  "São Paulo": 11,
  Zürich: 9,
  Montréal: 8,
  Kraków: 8,
  München: 8,
  Malmö: 6,
  Bogotá: 6,
};
const plainCities = [
  "Berlin",
  "London",
  "New York",
  "Austin",
  "Toronto",
  "Amsterdam",
  "Dublin",
  "Lisbon",
  "Chicago",
  "Seattle",
  "Madrid",
  "Paris",
  "Bengaluru",
  "Singapore",
  "Sydney",
  "Warsaw",
  "Stockholm",
  "Manchester",
];
/** Now and then a post spells the city the way a busy recruiter types it. */
const cityVariants = {
  "São Paulo": "Sao Paulo",
  Zürich: "Zurich",
  Montréal: "Montreal",
  München: "Munich",
  Kraków: "Krakow",
};

const remoteRegions = [
  { label: "Remote (US)", cc: "US", countries: ["US"], cur: "USD", rate: 1, factor: 1.0 },
  {
    label: "Remote (Europe)",
    cc: null,
    countries: ["DE", "NL", "IE", "PL", "PT", "ES", "FR", "SE"],
    cur: "EUR",
    rate: 0.92,
    factor: 0.6,
  },
  { label: "Remote (UK)", cc: "GB", countries: ["GB"], cur: "GBP", rate: 0.79, factor: 0.65 },
  { label: "Remote (Canada)", cc: "CA", countries: ["CA"], cur: "CAD", rate: 1.36, factor: 0.75 },
  {
    label: "Remote, Brazil",
    cc: "BR",
    countries: ["BR"],
    cur: "BRL",
    rate: 5.0,
    factor: 0.32,
    period: "month",
  },
  { label: "Remote (Germany)", cc: "DE", countries: ["DE"], cur: "EUR", rate: 0.92, factor: 0.6 },
  {
    label: "Remote (LATAM)",
    cc: null,
    countries: ["BR", "CO", "MX", "AR", "CL"],
    cur: "USD",
    rate: 1,
    factor: 0.45,
  },
  { label: "Remote (anywhere)", cc: null, countries: null, cur: "USD", rate: 1, factor: 0.8 },
];

const seniorityPay = { intern: 0.32, junior: 0.65, mid: 1, senior: 1.3, lead: 1.55 };

function round(value) {
  if (value >= 1_000_000) return Math.round(value / 100_000) * 100_000;
  if (value >= 100_000) return Math.round(value / 5_000) * 5_000;
  if (value >= 10_000) return Math.round(value / 1_000) * 1_000;
  if (value >= 1_000) return Math.round(value / 100) * 100;
  return Math.round(value);
}

function salaryFor(family, seniority, employmentType, money) {
  const yearlyUsd = family.pay * 1000 * seniorityPay[seniority] * money.factor;
  const local = yearlyUsd * money.rate;
  let period = money.period ?? "year";
  let amount = local;
  if (employmentType === "internship") {
    period = money.cur === "USD" || money.cur === "CAD" ? "hour" : "month";
  } else if (employmentType === "contract") {
    period = ["USD", "CAD", "AUD"].includes(money.cur)
      ? "hour"
      : ["GBP", "EUR", "CHF"].includes(money.cur)
        ? "day"
        : "month";
    amount = local * 1.25;
  } else if (employmentType === "part_time" && chance(0.5)) {
    period = ["USD", "CAD", "AUD", "GBP", "EUR", "CHF"].includes(money.cur) ? "hour" : "month";
  }
  // Part-time pay is pro rata (about half) unless it is given by the hour.
  if (employmentType === "part_time" && period !== "hour") amount *= 0.5;
  const divisor = { year: 1, month: 12, day: 220, hour: 2080 }[period];
  const mid = amount / divisor;
  const min = round(mid * 0.9);
  const max = round(mid * 1.12);
  return { min, max: Math.max(max, min), currency: money.cur, period };
}

// ---------------------------------------------------------------- job families
/**
 * titles: per level. intro: the role paragraph ({company}, {team}). duties, reqs, nice: pools the
 * post draws from. skills: words for the requirement "years of" line.
 */
const families = [
  {
    key: "python",
    count: 12,
    pay: 135,
    dept: "Engineering",
    titles: {
      intern: ["Software Engineering Intern (Python)", "Python Developer Intern"],
      junior: [
        "Junior Python Developer",
        "Graduate Software Engineer (Python)",
        "Associate Backend Engineer, Python",
      ],
      mid: [
        "Python Developer",
        "Backend Engineer (Python)",
        "Python Software Engineer",
        "Software Engineer, Python/Django",
      ],
      senior: ["Senior Python Developer", "Senior Backend Engineer (Python, Django)", "Sr. Python Engineer"],
      lead: ["Lead Python Engineer", "Staff Backend Engineer (Python)"],
    },
    intro: [
      "We are looking for a Python engineer to join {team}. You will design and build the services behind {company}'s core product, mostly in Python 3 with Django and FastAPI.",
      "As a Python developer in {team}, you will own backend services end to end: from the data model in PostgreSQL to the APIs our web and mobile apps call.",
      "Our backend is written in Python. You will write clean, tested code, review your colleagues' pull requests and help us keep a fast-growing codebase simple.",
    ],
    duties: [
      "Build and maintain REST and GraphQL APIs in Django and FastAPI",
      "Model data in PostgreSQL and write migrations that run without downtime",
      "Write asynchronous workers with Celery and Redis for background jobs",
      "Improve test coverage with pytest and keep the CI pipeline green",
      "Profile slow endpoints and fix N+1 queries",
      "Work with the SRE team on service level objectives and alerting for your services",
      "Take part in code reviews and architecture discussions",
      "Ship features in small increments behind feature flags",
    ],
    reqs: [
      "Strong Python skills and a good grasp of its standard library",
      "Experience with Django, Flask or FastAPI",
      "Solid SQL and relational database knowledge (PostgreSQL preferred)",
      "Comfortable with Git, code reviews and automated testing",
      "Understanding of HTTP, REST and API design",
      "Clear written communication in English",
    ],
    nice: [
      "Experience with Docker and Kubernetes",
      "Type hints and mypy in a large codebase",
      "Familiarity with AWS (Lambda, SQS, RDS)",
      "Open-source contributions",
    ],
    skills: "Python",
  },
  {
    key: "java",
    count: 11,
    pay: 130,
    dept: "Engineering",
    titles: {
      intern: ["Java Developer Intern"],
      junior: ["Junior Java Developer", "Graduate Java Engineer", "Entry-Level Java Developer"],
      mid: [
        "Java Developer",
        "Backend Engineer (Java/Spring)",
        "Java Software Engineer",
        "Software Engineer – Java, Kotlin",
      ],
      senior: [
        "Senior Java Developer",
        "Senior Java Engineer (Spring Boot)",
        "Senior Backend Engineer – Java",
      ],
      lead: ["Lead Java Engineer", "Principal Java Developer"],
    },
    intro: [
      "Join {team} as a Java engineer and help us build the services at the heart of {company}. Our stack is Java 21, Spring Boot, Kafka and PostgreSQL.",
      "We are hiring a Java developer to work on high-throughput backend services. You will own features from design to production and care about performance and maintainability.",
      "In this role you will develop and run JVM microservices in Java and Kotlin, with a strong focus on clean architecture and automated tests.",
    ],
    duties: [
      "Develop microservices with Java 17+ and Spring Boot",
      "Design event-driven integrations with Apache Kafka",
      "Write unit and integration tests with JUnit 5 and Testcontainers",
      "Tune JVM performance and garbage collection for latency-sensitive services",
      "Maintain CI/CD pipelines in GitLab CI and deploy to Kubernetes",
      "Collaborate with product managers to refine requirements",
      "Mentor colleagues and contribute to engineering guidelines",
      "Participate in an on-call rotation shared with the SRE team",
    ],
    reqs: [
      "Professional experience with Java and the Spring ecosystem",
      "Knowledge of relational databases and JPA/Hibernate",
      "Experience with messaging systems such as Kafka or RabbitMQ",
      "Understanding of microservice patterns and REST APIs",
      "Good testing habits and experience with Maven or Gradle",
      "Fluent English; German or Portuguese is a plus",
    ],
    nice: [
      "Kotlin in production",
      "Experience with AWS or GCP",
      "Reactive programming (Project Reactor)",
      "Domain-driven design",
    ],
    skills: "Java",
  },
  {
    key: "dotnet",
    count: 10,
    pay: 125,
    dept: "Engineering",
    titles: {
      intern: [".NET Developer Intern"],
      junior: ["Junior C# Developer", "Junior .NET Developer", "Graduate Software Developer (C#)"],
      mid: [
        "C# Developer",
        ".NET Developer",
        "Software Engineer (C#/.NET)",
        "Backend Developer – C# / ASP.NET Core",
      ],
      senior: ["Senior .NET Developer", "Senior C# Engineer", "Senior Software Engineer, .NET Core"],
      lead: ["Lead .NET Engineer", ".NET Technical Lead"],
    },
    intro: [
      "We are looking for a C# developer to build and evolve our platform on .NET 8 and ASP.NET Core, hosted on Azure.",
      "As a .NET engineer in {team}, you will write C# services, Web APIs and background workers, and help us move the last parts of a .NET Framework monolith to modern .NET.",
      "{company} builds its backend in C#. You will work on APIs, integrations and data access with Entity Framework Core and SQL Server.",
    ],
    duties: [
      "Develop RESTful Web APIs with ASP.NET Core and C#",
      "Migrate legacy .NET Framework components to .NET 8",
      "Write data access code with Entity Framework Core and Dapper",
      "Build background processing with Azure Functions and Service Bus",
      "Write unit tests with xUnit and NUnit",
      "Review code and keep our coding standards up to date",
      "Work with product managers and QA engineers on acceptance criteria",
      "Monitor services with Application Insights",
    ],
    reqs: [
      "Solid experience with C# and .NET (Core or 6+)",
      "Knowledge of ASP.NET Core, dependency injection and middleware",
      "SQL Server or PostgreSQL and Entity Framework",
      "Understanding of SOLID principles and design patterns",
      "Experience with Azure DevOps or GitHub Actions",
      "Good English, spoken and written",
    ],
    nice: [
      "Blazor or another C# front-end framework",
      "Azure certifications",
      "Experience with message queues",
      "Some TypeScript",
    ],
    skills: "C# and .NET",
  },
  {
    key: "cpp",
    count: 9,
    pay: 140,
    dept: "Engineering",
    titles: {
      intern: ["C++ Software Engineering Intern"],
      junior: ["Junior C++ Developer", "Graduate C++ Engineer"],
      mid: [
        "C++ Developer",
        "C++ Software Engineer",
        "Embedded Software Engineer (C/C++)",
        "Game Engine Programmer (C++)",
      ],
      senior: ["Senior C++ Engineer", "Senior C++ Developer – Low Latency", "Senior Embedded C++ Engineer"],
      lead: ["Lead C++ Engineer", "Principal Engine Programmer (C++)"],
    },
    intro: [
      "We are hiring a C++ engineer to work on performance-critical code. You will write modern C++ (C++17/20) and care about memory, latency and correctness.",
      "As a C++ developer in {team}, you will work on the engine that runs on our devices and servers, from profiling hot paths to designing new subsystems.",
      "{company} needs a C++ programmer who enjoys low-level work: multithreading, cache-friendly data structures and cross-platform builds with CMake.",
    ],
    duties: [
      "Design and implement features in modern C++17/20",
      "Profile and optimise CPU and memory usage",
      "Maintain CMake builds for Linux, Windows and embedded targets",
      "Write unit tests with GoogleTest and run sanitizers in CI",
      "Debug multithreaded code and race conditions",
      "Work with hardware engineers on drivers and firmware interfaces",
      "Review code with a focus on safety and readability",
      "Document the architecture for new team members",
    ],
    reqs: [
      "Strong C++ skills, including templates and the STL",
      "Experience with multithreading and concurrency",
      "Good understanding of memory management and performance",
      "Linux development and debugging with gdb or lldb",
      "A degree in computer science or equivalent experience",
      "Fluent English",
    ],
    nice: [
      "Embedded C or real-time operating systems",
      "Unreal Engine experience",
      "Python scripting for tools",
      "Rust",
    ],
    skills: "C++",
  },
  {
    key: "golang",
    count: 8,
    pay: 140,
    dept: "Engineering",
    titles: {
      intern: ["Go Developer Intern"],
      junior: ["Junior Go Developer", "Junior Backend Engineer (Golang)"],
      mid: ["Go Developer", "Golang Engineer", "Backend Engineer (Go)", "Software Engineer – Go"],
      senior: ["Senior Go Engineer", "Senior Golang Developer", "Senior Backend Engineer (Go)"],
      lead: ["Staff Engineer (Go)", "Lead Golang Engineer"],
    },
    intro: [
      "We write our backend services in Go. As a Go engineer in {team}, you will build fast, simple services that handle millions of requests a day.",
      "{company} is looking for a Golang developer to work on our API platform and internal tooling. We value small interfaces, good tests and readable code.",
      "Join {team} to build distributed systems in Go: gRPC services, event pipelines and the command-line tools our engineers use every day.",
    ],
    duties: [
      "Build gRPC and HTTP services in Go",
      "Design data pipelines with Kafka and NATS",
      "Write table-driven tests and benchmarks",
      "Run services on Kubernetes with Helm charts",
      "Instrument code with OpenTelemetry and Prometheus metrics",
      "Improve the reliability of our APIs together with the SRE team",
      "Write design documents and review others'",
      "Maintain internal CLIs written in Golang",
    ],
    reqs: [
      "Production experience with Go (Golang)",
      "Understanding of concurrency with goroutines and channels",
      "Experience with SQL and NoSQL databases",
      "Knowledge of containers and Linux",
      "Good grasp of distributed systems fundamentals",
      "Clear communication in English",
    ],
    nice: [
      "Kubernetes operators or controllers",
      "Experience with AWS",
      "Contributions to Go open-source projects",
      "Rust or C",
    ],
    skills: "Go",
  },
  {
    key: "node",
    count: 10,
    pay: 130,
    dept: "Engineering",
    titles: {
      intern: ["Backend Intern (Node.js)"],
      junior: ["Junior Node.js Developer", "Junior Backend Developer (Node.js)"],
      mid: [
        "Node.js Developer",
        "Backend Engineer (Node.js, TypeScript)",
        "Node.js Engineer",
        "JavaScript Backend Developer (Node)",
      ],
      senior: ["Senior Node.js Engineer", "Senior Backend Engineer – Node.js/TypeScript"],
      lead: ["Lead Node.js Engineer", "Staff Engineer, Node.js Platform"],
    },
    intro: [
      "Our APIs run on Node.js and TypeScript. As a backend engineer in {team}, you will build services with NestJS and Express and own them in production.",
      "We are hiring a Node.js developer to build the APIs and integrations behind {company}. You will write TypeScript every day and work closely with our frontend team.",
      "Join us to build event-driven backends in Node.js: queues, webhooks and real-time features over WebSockets.",
    ],
    duties: [
      "Build REST and GraphQL APIs with Node.js, NestJS and Express",
      "Write TypeScript with strict types and shared contracts with the frontend",
      "Design schemas in PostgreSQL and MongoDB",
      "Process events with SQS, SNS and Lambda on AWS",
      "Write tests with Jest and Vitest",
      "Improve performance and observability of Node services",
      "Work with product managers and designers on new features",
      "Join an on-call rotation for the services you build",
    ],
    reqs: [
      "Professional experience with Node.js and TypeScript (or modern JavaScript)",
      "Experience designing APIs",
      "Knowledge of SQL or NoSQL databases",
      "Understanding of asynchronous programming and the event loop",
      "Experience with automated tests and CI",
      "Good English",
    ],
    nice: [
      "Serverless on AWS",
      "Experience with React",
      "Docker and Kubernetes",
      "Message queues such as RabbitMQ",
    ],
    skills: "Node.js",
  },
  {
    key: "frontend",
    count: 12,
    pay: 125,
    dept: "Engineering",
    titles: {
      intern: ["Frontend Developer Intern"],
      junior: ["Junior Frontend Developer", "Junior JavaScript Developer", "Junior React Developer"],
      mid: [
        "Frontend Engineer (React)",
        "JavaScript Developer",
        "Front-End Developer (TypeScript, React)",
        "React Developer",
        "Frontend Engineer (Vue.js)",
      ],
      senior: [
        "Senior Frontend Engineer",
        "Senior JavaScript Engineer",
        "Senior Front-End Developer (React/TypeScript)",
      ],
      lead: ["Lead Frontend Engineer", "Staff Front-End Engineer"],
    },
    intro: [
      "We are looking for a frontend engineer who loves building fast, accessible interfaces in TypeScript and React.",
      "As a JavaScript developer in {team}, you will build the web app that {company}'s customers use every day, from the design system to complex forms.",
      "Join {team} to work on our customer-facing web apps. We use TypeScript, React, Next.js and a component library we maintain ourselves.",
    ],
    duties: [
      "Build user interfaces with React, TypeScript and CSS",
      "Maintain our design system together with product designers",
      "Improve Core Web Vitals and bundle size",
      "Write component tests with Testing Library and end-to-end tests with Playwright",
      "Make our pages accessible to WCAG 2.2 AA",
      "Integrate REST and GraphQL APIs",
      "Collaborate with product managers on discovery and experiments",
      "Review pull requests and share knowledge in frontend guild meetings",
    ],
    reqs: [
      "Strong JavaScript and TypeScript skills",
      "Experience with React, Vue or Angular",
      "Solid HTML and CSS, including responsive layouts",
      "Understanding of web accessibility",
      "Experience with frontend testing",
      "Good communication in English",
    ],
    nice: [
      "Next.js or Remix",
      "Node.js for tooling",
      "Experience with design tools such as Figma",
      "Web performance tuning",
    ],
    skills: "JavaScript",
  },
  {
    key: "fullstack",
    count: 10,
    pay: 128,
    dept: "Engineering",
    titles: {
      intern: ["Full-Stack Developer Intern"],
      junior: ["Junior Full-Stack Developer", "Junior Software Engineer (Full Stack)"],
      mid: [
        "Full-Stack Developer",
        "Full Stack Engineer (React/Node.js)",
        "Software Engineer, Full Stack",
        "Full-Stack Developer (Ruby on Rails)",
        "Full Stack Developer (PHP/Laravel)",
      ],
      senior: ["Senior Full-Stack Engineer", "Senior Full Stack Developer (TypeScript)"],
      lead: ["Lead Full-Stack Engineer", "Tech Lead, Full Stack"],
    },
    intro: [
      "As a full-stack engineer in {team}, you will work across the stack: React on the frontend, Node.js or Rails on the backend, PostgreSQL underneath.",
      "{company} is hiring a full-stack developer who likes to own features from the database to the button. Small team, big impact.",
      "We are looking for a generalist software engineer to build product features across our web app and APIs.",
    ],
    duties: [
      "Build features across frontend and backend",
      "Design database schemas and APIs",
      "Write automated tests at every level",
      "Deploy several times a day with our CI/CD pipeline",
      "Work closely with product managers and designers",
      "Fix bugs reported by customers and support",
      "Improve developer experience and tooling",
      "Share on-call duties with the SRE team",
    ],
    reqs: [
      "Experience with a modern frontend framework (React, Vue)",
      "Backend experience with Node.js, Ruby, PHP or Python",
      "SQL knowledge",
      "Pragmatic approach to shipping",
      "Good testing habits",
      "Fluent English",
    ],
    nice: [
      "TypeScript everywhere",
      "Cloud experience (AWS, GCP)",
      "Startup experience",
      "Mobile development",
    ],
    skills: "full-stack development",
  },
  {
    key: "mobile",
    count: 8,
    pay: 130,
    dept: "Engineering",
    titles: {
      intern: ["Mobile Developer Intern"],
      junior: ["Junior iOS Developer", "Junior Android Developer"],
      mid: [
        "iOS Developer (Swift)",
        "Android Developer (Kotlin)",
        "Mobile Engineer (React Native)",
        "Flutter Developer",
      ],
      senior: ["Senior iOS Engineer", "Senior Android Engineer", "Senior Mobile Developer (React Native)"],
      lead: ["Lead Mobile Engineer"],
    },
    intro: [
      "We are hiring a mobile engineer to build {company}'s apps. Our apps are native Swift and Kotlin, with a shared design system.",
      "As a mobile developer in {team}, you will ship features to hundreds of thousands of users every two weeks.",
      "Join {team} to work on our cross-platform app written in React Native and TypeScript.",
    ],
    duties: [
      "Build features for our iOS and Android apps",
      "Write UI with SwiftUI or Jetpack Compose",
      "Improve app startup time and crash-free rate",
      "Write unit and UI tests",
      "Release through the App Store and Google Play",
      "Work with designers and product managers on new flows",
      "Integrate REST APIs and push notifications",
      "Review code and mentor others",
    ],
    reqs: [
      "Experience shipping mobile apps to the stores",
      "Swift, Kotlin, Dart or React Native",
      "Understanding of mobile architecture patterns (MVVM)",
      "Experience with mobile testing",
      "Attention to detail in UI",
      "Good English",
    ],
    nice: [
      "Kotlin Multiplatform",
      "Accessibility on mobile",
      "Bluetooth or IoT integrations",
      "CI for mobile (Fastlane)",
    ],
    skills: "mobile development",
  },
  {
    key: "devops",
    count: 14,
    pay: 135,
    dept: "Infrastructure",
    titles: {
      intern: ["DevOps Intern"],
      junior: ["Junior DevOps Engineer", "Graduate DevOps Engineer", "Associate DevOps Engineer"],
      mid: [
        "DevOps Engineer",
        "DevOps Engineer (AWS)",
        "DevOps Engineer – CI/CD",
        "Build and Release Engineer (DevOps)",
        "DevOps Engineer (Azure)",
      ],
      senior: ["Senior DevOps Engineer", "Senior DevOps Engineer (AWS, Terraform)", "Sr. DevOps Engineer"],
      lead: ["Lead DevOps Engineer", "DevOps Team Lead"],
    },
    intro: [
      "We are looking for a DevOps engineer to own our build, deploy and infrastructure automation. You will make it easy for 60 developers to ship safely many times a day.",
      "As a DevOps engineer in {team}, you will automate everything between a merged pull request and production: pipelines, infrastructure as code, and monitoring.",
      "{company} is hiring a DevOps engineer to run and improve our cloud infrastructure and CI/CD. You will work with every engineering team.",
    ],
    duties: [
      "Build and maintain CI/CD pipelines in GitHub Actions, GitLab CI or Jenkins",
      "Manage infrastructure as code with Terraform and Ansible",
      "Run containerised workloads on Kubernetes",
      "Automate AWS account setup, IAM and networking",
      "Set up monitoring and alerting with Prometheus and Grafana",
      "Harden systems and manage secrets with Vault",
      "Reduce cloud costs and right-size instances",
      "Take part in on-call and write postmortems",
    ],
    reqs: [
      "Experience with Linux administration and shell scripting",
      "Hands-on experience with a major cloud provider (AWS, Azure or GCP)",
      "Infrastructure as code with Terraform, Pulumi or CloudFormation",
      "Docker and container orchestration",
      "Scripting in Python, Bash or Go",
      "A collaborative mindset and clear communication",
    ],
    nice: [
      "Kubernetes certification (CKA)",
      "AWS certification",
      "Experience with Argo CD",
      "Knowledge of networking and DNS",
    ],
    skills: "DevOps",
  },
  {
    key: "sre",
    count: 10,
    pay: 145,
    dept: "Infrastructure",
    titles: {
      intern: ["Site Reliability Engineering Intern"],
      junior: ["Junior Site Reliability Engineer", "Associate SRE"],
      mid: [
        "Site Reliability Engineer",
        "SRE (Site Reliability Engineer)",
        "Site Reliability Engineer – Observability",
        "Reliability Engineer",
      ],
      senior: [
        "Senior Site Reliability Engineer",
        "Senior SRE",
        "Senior Site Reliability Engineer (Kubernetes)",
      ],
      lead: ["Staff Site Reliability Engineer", "SRE Team Lead"],
    },
    intro: [
      "As a site reliability engineer, you will keep {company}'s platform fast and available. You will define SLOs with product teams, automate toil away and lead incident response.",
      "Our SRE team is small and senior. You will own the reliability of services that handle millions of requests every day, from capacity planning to postmortems.",
      "We are hiring an SRE to make our systems more observable and more resilient. You will write code as much as you operate systems.",
    ],
    duties: [
      "Define service level objectives and error budgets with product teams",
      "Build observability with Prometheus, Grafana, Loki and OpenTelemetry",
      "Lead incident response and write blameless postmortems",
      "Run chaos experiments and game days",
      "Automate operational work in Go or Python",
      "Plan capacity for our Kubernetes clusters and databases",
      "Improve deployment safety with canaries and automatic rollbacks",
      "Join a fair on-call rotation (one week in six)",
    ],
    reqs: [
      "Experience running production systems at scale",
      "Strong Linux and networking fundamentals",
      "Programming skills in Go, Python or Java",
      "Experience with Kubernetes and cloud infrastructure",
      "Knowledge of monitoring, alerting and incident management",
      "Calm under pressure and good at writing",
    ],
    nice: [
      "Experience with service meshes (Istio, Linkerd)",
      "Database reliability (PostgreSQL, Cassandra)",
      "eBPF",
      "Terraform",
    ],
    skills: "site reliability engineering",
  },
  {
    key: "kubernetes",
    count: 10,
    pay: 145,
    dept: "Platform",
    titles: {
      intern: ["Platform Engineering Intern"],
      junior: ["Junior Platform Engineer", "Junior Kubernetes Engineer"],
      mid: [
        "Kubernetes Engineer",
        "Platform Engineer (Kubernetes)",
        "Kubernetes Platform Engineer",
        "Cloud Native Engineer (Kubernetes)",
      ],
      senior: [
        "Senior Kubernetes Engineer",
        "Senior Platform Engineer – Kubernetes",
        "Senior Kubernetes Administrator",
      ],
      lead: ["Lead Platform Engineer (Kubernetes)", "Principal Kubernetes Architect"],
    },
    intro: [
      "You will build and run the Kubernetes platform that all of {company}'s services run on: 30 clusters across three regions.",
      "As a platform engineer in {team}, you will make Kubernetes boring for our developers: golden paths, self-service namespaces and safe upgrades.",
      "We are looking for a Kubernetes expert to design our next-generation container platform, from cluster provisioning to multi-tenant security.",
    ],
    duties: [
      "Operate and upgrade Kubernetes clusters (EKS, AKS and on-premise)",
      "Build GitOps workflows with Argo CD and Flux",
      "Write Helm charts and Kubernetes operators",
      "Manage cluster networking with Cilium and ingress controllers",
      "Harden clusters with policies (OPA Gatekeeper, Kyverno)",
      "Provide self-service tooling and documentation for developers",
      "Automate cluster lifecycle with Terraform and Cluster API",
      "Troubleshoot workloads and advise teams on resource usage",
    ],
    reqs: [
      "Deep hands-on experience with Kubernetes in production",
      "Knowledge of containers, container runtimes and Linux internals",
      "Experience with Helm and GitOps",
      "Infrastructure as code (Terraform)",
      "Programming or scripting skills in Go or Python",
      "Good English",
    ],
    nice: [
      "CKA or CKS certification",
      "Experience with k3s or other lightweight K8s distributions",
      "Service mesh experience",
      "Experience with bare-metal clusters",
      "Contributions to CNCF projects",
    ],
    skills: "Kubernetes",
  },
  {
    key: "cloud",
    count: 10,
    pay: 150,
    dept: "Infrastructure",
    titles: {
      intern: ["Cloud Engineering Intern"],
      junior: ["Junior Cloud Engineer", "Associate Cloud Engineer (AWS)"],
      mid: [
        "Cloud Engineer (AWS)",
        "AWS Cloud Engineer",
        "Cloud Infrastructure Engineer",
        "Cloud Engineer – Azure",
      ],
      senior: ["Senior Cloud Engineer (AWS)", "Senior AWS Solutions Architect", "Senior Cloud Architect"],
      lead: ["Principal Cloud Architect (AWS)", "Head of Cloud Infrastructure"],
    },
    intro: [
      "As a cloud engineer, you will design and run {company}'s AWS environment: accounts, networking, security and the services our teams build on.",
      "We are hiring a cloud engineer to lead our migration from data centres to AWS and to build a landing zone that scales with us.",
      "Join {team} to architect secure, cost-effective cloud infrastructure for our products, mostly on Amazon Web Services.",
    ],
    duties: [
      "Design multi-account AWS landing zones with Control Tower",
      "Build VPCs, Transit Gateway and hybrid connectivity",
      "Write Terraform modules used by every team",
      "Migrate workloads from on-premise to EC2, ECS and RDS",
      "Set up IAM guardrails and security baselines",
      "Track and reduce cloud spend (FinOps)",
      "Advise development teams on serverless and managed services",
      "Document architecture decisions",
    ],
    reqs: [
      "Hands-on experience with AWS (EC2, VPC, IAM, S3, RDS)",
      "Infrastructure as code with Terraform or CloudFormation",
      "Networking fundamentals: subnets, routing, DNS, VPN",
      "Scripting in Python or Bash",
      "Security best practices in the cloud",
      "Good communication with technical and non-technical people",
    ],
    nice: [
      "AWS Solutions Architect certification",
      "Azure or GCP experience",
      "Kubernetes (EKS)",
      "Experience in regulated industries",
    ],
    skills: "AWS",
  },
  {
    key: "data_analyst",
    count: 12,
    pay: 90,
    dept: "Data",
    titles: {
      intern: ["Data Analyst Intern", "Business Intelligence Intern"],
      junior: ["Junior Data Analyst", "Graduate Data Analyst", "Associate Data Analyst"],
      mid: [
        "Data Analyst",
        "Business Intelligence Analyst",
        "Data Analyst (SQL, Tableau)",
        "Product Data Analyst",
        "Marketing Data Analyst",
      ],
      senior: ["Senior Data Analyst", "Senior BI Analyst", "Senior Product Analyst"],
      lead: ["Lead Data Analyst", "Analytics Team Lead"],
    },
    intro: [
      "As a data analyst in {team}, you will turn data into decisions: build dashboards, answer questions with SQL and help teams measure what matters.",
      "We are looking for an analyst who is curious, precise and good at explaining numbers to people who do not love numbers.",
      "{company} is hiring a data analyst to support our commercial teams with reporting, analysis and experiments.",
    ],
    duties: [
      "Write SQL to answer business questions",
      "Build and maintain dashboards in Tableau, Looker or Power BI",
      "Analyse A/B tests and explain the results",
      "Define KPIs with product managers and department heads",
      "Clean and validate data with Python or Excel",
      "Present findings to leadership",
      "Document metrics and data definitions",
      "Work with data engineers on data quality",
    ],
    reqs: [
      "Strong SQL",
      "Experience with a BI tool (Tableau, Looker, Power BI)",
      "Good knowledge of Excel or Google Sheets",
      "Basic statistics",
      "Ability to communicate insights clearly",
      "Attention to detail",
    ],
    nice: [
      "Python or R for analysis",
      "dbt",
      "Experience with experimentation",
      "E-commerce or marketing analytics",
    ],
    skills: "data analysis",
  },
  {
    key: "data_scientist",
    count: 10,
    pay: 140,
    dept: "Data",
    titles: {
      intern: ["Data Science Intern"],
      junior: ["Junior Data Scientist", "Graduate Data Scientist"],
      mid: [
        "Data Scientist",
        "Data Scientist (Pricing)",
        "Data Scientist – Forecasting",
        "Applied Scientist",
      ],
      senior: ["Senior Data Scientist", "Senior Data Scientist, Experimentation"],
      lead: ["Lead Data Scientist", "Principal Data Scientist"],
    },
    intro: [
      "As a data scientist in {team}, you will build statistical and machine learning models that drive pricing, forecasting and personalisation.",
      "We are looking for a data scientist who can go from a vague business question to a model in production and a clear recommendation.",
      "{company}'s data science team is hiring. You will work on forecasting demand, designing experiments and measuring impact.",
    ],
    duties: [
      "Build forecasting and classification models in Python",
      "Design and analyse experiments",
      "Explore data with pandas, SQL and notebooks",
      "Communicate results to stakeholders",
      "Work with ML engineers to put models into production",
      "Develop causal inference analyses",
      "Maintain feature definitions",
      "Mentor analysts on statistics",
    ],
    reqs: [
      "Strong statistics and probability",
      "Python (pandas, scikit-learn) and SQL",
      "Experience with machine learning methods",
      "A degree in a quantitative field",
      "Ability to explain complex results simply",
      "Fluent English",
    ],
    nice: ["Bayesian methods", "Time series forecasting", "Spark", "PhD in a quantitative field"],
    skills: "data science",
  },
  {
    key: "ml",
    count: 10,
    pay: 160,
    dept: "AI",
    titles: {
      intern: ["Machine Learning Intern"],
      junior: ["Junior Machine Learning Engineer", "Junior ML Engineer"],
      mid: [
        "Machine Learning Engineer",
        "ML Engineer",
        "MLOps Engineer",
        "Machine Learning Engineer (NLP)",
        "Computer Vision Engineer",
      ],
      senior: ["Senior Machine Learning Engineer", "Senior ML Engineer (LLMs)"],
      lead: ["Lead Machine Learning Engineer", "Staff ML Engineer"],
    },
    intro: [
      "As a machine learning engineer, you will take models from research to production: training pipelines, serving and monitoring.",
      "We are hiring an ML engineer to build the recommendation and search models behind {company}'s product.",
      "Join {team} to build our machine learning platform and ship models that millions of people use, including large language model features.",
    ],
    duties: [
      "Train and evaluate deep learning models with PyTorch",
      "Build feature pipelines and training workflows",
      "Serve models with low latency at scale",
      "Monitor models for drift and data quality",
      "Fine-tune and evaluate large language models",
      "Build MLOps tooling with MLflow and Kubeflow",
      "Work with data scientists and product managers",
      "Optimise inference on GPUs",
    ],
    reqs: [
      "Strong Python and software engineering skills",
      "Experience with PyTorch or TensorFlow",
      "Experience deploying machine learning models to production",
      "Understanding of ML fundamentals and evaluation",
      "Knowledge of cloud infrastructure and containers",
      "Good English",
    ],
    nice: [
      "NLP or computer vision experience",
      "Vector databases",
      "Kubernetes",
      "Publications in ML venues",
    ],
    skills: "machine learning",
  },
  {
    key: "data_eng",
    count: 10,
    pay: 140,
    dept: "Data",
    titles: {
      intern: ["Data Engineering Intern"],
      junior: ["Junior Data Engineer"],
      mid: [
        "Data Engineer",
        "Data Engineer (Spark, Airflow)",
        "Analytics Engineer (dbt)",
        "Big Data Engineer",
      ],
      senior: ["Senior Data Engineer", "Senior Data Engineer – Streaming"],
      lead: ["Lead Data Engineer", "Data Platform Lead"],
    },
    intro: [
      "As a data engineer in {team}, you will build the pipelines and the warehouse that every analyst and data scientist at {company} relies on.",
      "We are looking for a data engineer to design reliable batch and streaming pipelines on a modern data stack.",
      "{company} is hiring a data engineer to own ingestion, modelling and data quality across our platform.",
    ],
    duties: [
      "Build batch pipelines with Airflow and Spark",
      "Model data in the warehouse with dbt",
      "Run streaming pipelines with Kafka and Flink",
      "Manage Snowflake or BigQuery",
      "Write data quality tests and alerts",
      "Work with analysts to design data models",
      "Optimise query performance and costs",
      "Maintain infrastructure as code for the data platform",
    ],
    reqs: [
      "Strong SQL and Python",
      "Experience with orchestration (Airflow, Dagster)",
      "Knowledge of data modelling",
      "Experience with a cloud data warehouse",
      "Understanding of distributed data processing",
      "Good English",
    ],
    nice: ["Scala", "Kafka", "Terraform", "Data governance experience"],
    skills: "data engineering",
  },
  {
    key: "qa",
    count: 11,
    pay: 100,
    dept: "Quality",
    titles: {
      intern: ["QA Intern"],
      junior: ["Junior QA Engineer", "Junior Software Tester", "Junior Test Analyst"],
      mid: [
        "QA Engineer",
        "Software Tester",
        "QA Automation Engineer",
        "Test Automation Engineer (Selenium)",
        "Manual QA Tester",
      ],
      senior: ["Senior QA Engineer", "Senior Test Automation Engineer", "Senior Software Test Engineer"],
      lead: ["QA Lead", "Test Manager"],
    },
    intro: [
      "As a QA engineer in {team}, you will make sure what we ship works: you will design test strategies, automate tests and champion quality.",
      "We are looking for a software tester who enjoys finding the bugs nobody else finds, and who can automate the checks that matter.",
      "{company} is hiring a test automation engineer to build our end-to-end test suites and make releases boring.",
    ],
    duties: [
      "Write and maintain automated tests with Playwright, Cypress or Selenium",
      "Design test plans and test cases",
      "Perform exploratory and regression testing",
      "Test REST APIs with Postman and automated suites",
      "Report and track defects in Jira",
      "Integrate tests into the CI pipeline",
      "Work with developers and product managers on acceptance criteria",
      "Run performance tests with k6 or JMeter",
    ],
    reqs: [
      "Experience in software testing and quality assurance",
      "Test automation in JavaScript, Java or Python",
      "Understanding of the software development lifecycle",
      "Experience with bug tracking tools",
      "An eye for detail",
      "Good English",
    ],
    nice: ["ISTQB certification", "Mobile testing", "Performance testing", "Accessibility testing"],
    skills: "software testing",
  },
  {
    key: "security",
    count: 10,
    pay: 150,
    dept: "Security",
    titles: {
      intern: ["Security Intern"],
      junior: ["Junior Security Analyst", "SOC Analyst (Tier 1)"],
      mid: [
        "Security Engineer",
        "Application Security Engineer",
        "Cloud Security Engineer",
        "Penetration Tester",
        "Information Security Analyst",
      ],
      senior: ["Senior Security Engineer", "Senior Application Security Engineer"],
      lead: ["Security Lead", "Head of Information Security"],
    },
    intro: [
      "As a security engineer in {team}, you will protect {company} and its customers: secure our cloud, review designs and respond to incidents.",
      "We are hiring a security specialist to grow our application security programme, from threat modelling to bug bounty triage.",
      "Join our security team to build detection and response capabilities and make security easy for every engineer.",
    ],
    duties: [
      "Perform threat modelling and security design reviews",
      "Run penetration tests and coordinate external audits",
      "Build detections and respond to security incidents",
      "Harden AWS and Kubernetes environments",
      "Manage vulnerability scanning and patching priorities",
      "Drive ISO 27001 and SOC 2 controls",
      "Train engineers on secure coding",
      "Triage bug bounty reports",
    ],
    reqs: [
      "Experience in information security",
      "Knowledge of OWASP Top 10 and common attack techniques",
      "Cloud security experience (AWS, Azure or GCP)",
      "Scripting in Python or Go",
      "Understanding of networking and identity",
      "Good written English",
    ],
    nice: [
      "OSCP, CISSP or similar certification",
      "SIEM experience",
      "Incident response experience",
      "Experience with compliance frameworks",
    ],
    skills: "information security",
  },
  {
    key: "product",
    count: 12,
    pay: 145,
    dept: "Product",
    titles: {
      intern: ["Product Management Intern"],
      junior: ["Associate Product Manager", "Junior Product Manager"],
      mid: [
        "Product Manager",
        "Product Manager, Payments",
        "Technical Product Manager",
        "Product Owner",
        "Product Manager – Growth",
      ],
      senior: ["Senior Product Manager", "Senior Product Manager, Platform", "Senior Product Owner"],
      lead: ["Group Product Manager", "Head of Product", "Principal Product Manager"],
    },
    intro: [
      "As a product manager at {company}, you will own a product area end to end: discover problems worth solving, define the roadmap and ship with your engineering team.",
      "We are looking for a product manager who loves talking to customers and turning what they learn into a clear strategy and great releases.",
      "Join us as a product manager to lead a cross-functional team of engineers and designers and grow one of our key products.",
    ],
    duties: [
      "Own the roadmap and backlog of your product area",
      "Talk to customers every week and run discovery",
      "Write clear problem statements and user stories",
      "Define success metrics and analyse results",
      "Work closely with engineering, design and sales",
      "Prioritise ruthlessly and say no with reasons",
      "Present plans and results to leadership",
      "Run experiments and iterate",
    ],
    reqs: [
      "Experience as a product manager or product owner in a software company",
      "Strong analytical skills and comfort with data",
      "Excellent communication and stakeholder management",
      "Experience working with agile teams",
      "Customer empathy",
      "Fluent English",
    ],
    nice: ["Technical background", "B2B SaaS experience", "SQL", "Experience with payments or fintech"],
    skills: "product management",
  },
  {
    key: "design",
    count: 10,
    pay: 115,
    dept: "Design",
    titles: {
      intern: ["UX Design Intern"],
      junior: ["Junior UX/UI Designer", "Junior Product Designer"],
      mid: ["Product Designer", "UX Designer", "UI Designer", "UX Researcher", "Visual Designer"],
      senior: ["Senior Product Designer", "Senior UX Designer"],
      lead: ["Lead Product Designer", "Design Manager"],
    },
    intro: [
      "As a product designer at {company}, you will shape how customers experience our product, from research to polished interfaces.",
      "We are looking for a designer who can turn complex workflows into simple, accessible interfaces.",
      "Join {team} to design end-to-end experiences with product managers and engineers, grounded in research.",
    ],
    duties: [
      "Design user flows, wireframes and high-fidelity UI in Figma",
      "Run user interviews and usability tests",
      "Contribute to and evolve our design system",
      "Work with product managers and engineers from discovery to delivery",
      "Prototype ideas quickly",
      "Make our product accessible",
      "Present design decisions and rationale",
      "Analyse usage data to improve designs",
    ],
    reqs: [
      "A portfolio showing your process and outcomes",
      "Expertise in Figma",
      "Experience with user research methods",
      "Understanding of interaction design and visual hierarchy",
      "Good collaboration skills",
      "Good English",
    ],
    nice: ["Motion design", "HTML and CSS", "Experience with design systems", "B2B product experience"],
    skills: "product design",
  },
  {
    key: "sales",
    count: 13,
    pay: 100,
    dept: "Sales",
    titles: {
      intern: ["Sales Intern"],
      junior: [
        "Sales Development Representative",
        "Business Development Representative",
        "Junior Account Executive",
      ],
      mid: [
        "Account Executive",
        "Account Executive (Mid-Market)",
        "Inside Sales Representative",
        "Account Manager",
        "Sales Engineer",
      ],
      senior: ["Senior Account Executive", "Enterprise Account Executive", "Senior Account Manager"],
      lead: ["Sales Team Lead", "Head of Sales", "Regional Sales Manager"],
    },
    intro: [
      "As an account executive at {company}, you will own the full sales cycle from first call to signed contract with mid-sized companies.",
      "We are looking for a driven salesperson to open new markets and build long-term relationships with customers.",
      "Join our sales team to bring {company}'s product to new customers. You will prospect, run demos and close deals.",
    ],
    duties: [
      "Prospect and qualify new business opportunities",
      "Run discovery calls and product demos",
      "Manage your pipeline in Salesforce or HubSpot",
      "Negotiate and close deals",
      "Work with marketing on campaigns and events",
      "Hand over new customers to customer success",
      "Forecast accurately",
      "Attend trade fairs and meet customers on site",
    ],
    reqs: [
      "Experience in B2B sales, ideally software",
      "A track record of meeting targets",
      "Excellent communication and negotiation skills",
      "Experience with a CRM",
      "Self-motivated and organised",
      "Fluent English; Spanish, Portuguese or German is a plus",
    ],
    nice: [
      "SaaS sales experience",
      "Experience selling to technical buyers",
      "Network in the region",
      "MEDDIC or similar methodology",
    ],
    skills: "B2B sales",
  },
  {
    key: "support",
    count: 13,
    pay: 60,
    dept: "Customer Support",
    titles: {
      intern: ["Customer Support Intern"],
      junior: ["Customer Support Agent", "Junior Support Specialist", "Customer Service Representative"],
      mid: [
        "Customer Support Specialist",
        "Technical Support Engineer",
        "Customer Success Manager",
        "Support Engineer (Tier 2)",
        "Help Desk Technician",
      ],
      senior: ["Senior Technical Support Engineer", "Senior Customer Success Manager"],
      lead: ["Support Team Lead", "Head of Customer Support"],
    },
    intro: [
      "As a member of our support team, you will help {company}'s customers get the most out of our product, by chat, e-mail and phone.",
      "We are looking for a support specialist who is patient, curious and loves solving problems for customers.",
      "Join {team} to resolve technical questions, reproduce bugs and be the voice of the customer inside {company}.",
    ],
    duties: [
      "Answer customer questions by chat, e-mail and phone",
      "Troubleshoot technical issues and reproduce bugs",
      "Write and update help centre articles",
      "Escalate issues to engineering with clear reports",
      "Onboard new customers",
      "Track tickets in Zendesk or Freshdesk",
      "Share customer feedback with product managers",
      "Meet response-time targets",
    ],
    reqs: [
      "Experience in customer support or customer service",
      "Excellent written communication",
      "Patience and empathy",
      "Comfortable with technology and learning new tools",
      "Fluent English; a second language is a plus",
      "Availability for some weekend shifts",
    ],
    nice: [
      "SQL or API basics",
      "Experience with SaaS products",
      "Zendesk administration",
      "Spanish or Portuguese",
    ],
    skills: "customer support",
  },
  {
    key: "marketing",
    count: 11,
    pay: 95,
    dept: "Marketing",
    titles: {
      intern: ["Marketing Intern"],
      junior: ["Marketing Assistant", "Junior Content Marketer", "Junior Marketing Coordinator"],
      mid: [
        "Marketing Manager",
        "Content Marketing Manager",
        "Performance Marketing Manager",
        "SEO Specialist",
        "Product Marketing Manager",
      ],
      senior: ["Senior Marketing Manager", "Senior Product Marketing Manager"],
      lead: ["Head of Marketing", "Marketing Director"],
    },
    intro: [
      "As a marketer at {company}, you will grow awareness and demand for our product across channels.",
      "We are looking for a marketing manager who combines creativity with a love for numbers.",
      "Join our marketing team to plan campaigns, write content and measure what works.",
    ],
    duties: [
      "Plan and run campaigns across paid, owned and earned channels",
      "Write content for the blog, newsletter and social media",
      "Optimise our website for search engines",
      "Manage budgets for Google Ads and LinkedIn Ads",
      "Work with sales on lead generation",
      "Analyse campaign performance in Google Analytics",
      "Coordinate events and webinars",
      "Work with product managers on launches and positioning",
    ],
    reqs: [
      "Experience in B2B or B2C marketing",
      "Excellent writing skills",
      "Data-driven mindset",
      "Experience with marketing tools (HubSpot, Google Analytics)",
      "Project management skills",
      "Fluent English",
    ],
    nice: ["SEO expertise", "Video editing", "Marketing automation", "Experience in tech"],
    skills: "marketing",
  },
  {
    key: "hr",
    count: 9,
    pay: 85,
    dept: "People",
    titles: {
      intern: ["HR Intern"],
      junior: ["HR Assistant", "Junior Recruiter", "People Operations Coordinator"],
      mid: ["HR Generalist", "Technical Recruiter", "Talent Acquisition Specialist", "HR Business Partner"],
      senior: ["Senior Technical Recruiter", "Senior HR Business Partner"],
      lead: ["Head of People", "HR Manager"],
    },
    intro: [
      "As a member of our people team, you will help {company} hire great colleagues and make this a place where they thrive.",
      "We are looking for an HR professional to support managers and employees through every step of the employee lifecycle.",
      "Join {team} to run hiring for engineering and product roles, from sourcing to offer.",
    ],
    duties: [
      "Source and interview candidates",
      "Manage the full recruitment process",
      "Advise managers on HR topics",
      "Run onboarding and offboarding",
      "Maintain HR data and contracts",
      "Support performance reviews and compensation cycles",
      "Improve our employer brand",
      "Ensure compliance with labour law",
    ],
    reqs: [
      "Experience in HR or recruitment",
      "Knowledge of local labour law",
      "Excellent interpersonal skills",
      "Discretion with confidential information",
      "Experience with an HRIS or ATS",
      "Fluent English and the local language",
    ],
    nice: ["Tech recruiting experience", "CIPD or SHRM certification", "Employer branding", "Data-driven HR"],
    skills: "HR",
  },
  {
    key: "finance",
    count: 9,
    pay: 95,
    dept: "Finance",
    titles: {
      intern: ["Finance Intern"],
      junior: ["Junior Accountant", "Accounts Payable Clerk", "Junior Financial Analyst"],
      mid: ["Financial Analyst", "Accountant", "FP&A Analyst", "Payroll Specialist"],
      senior: ["Senior Financial Analyst", "Senior Accountant"],
      lead: ["Finance Manager", "Head of Finance", "Financial Controller"],
    },
    intro: [
      "As a member of our finance team, you will keep {company}'s numbers accurate and help leaders make good decisions.",
      "We are looking for a finance professional to own budgeting, forecasting and reporting.",
      "Join {team} to run month-end close, manage payables and improve our finance processes.",
    ],
    duties: [
      "Prepare monthly, quarterly and annual reports",
      "Build budgets and forecasts",
      "Run month-end close",
      "Manage accounts payable and receivable",
      "Support audits and tax filings",
      "Analyse costs and margins",
      "Improve finance processes and tools",
      "Work with department heads on spending",
    ],
    reqs: [
      "A degree in finance, accounting or economics",
      "Experience in accounting or financial analysis",
      "Advanced Excel",
      "Knowledge of IFRS or US GAAP",
      "Attention to detail",
      "Fluent English",
    ],
    nice: ["ACCA, CPA or CFA", "Experience with NetSuite or SAP", "SaaS metrics", "SQL"],
    skills: "finance",
  },
  {
    key: "techwriter",
    count: 7,
    pay: 100,
    dept: "Documentation",
    titles: {
      intern: ["Technical Writing Intern"],
      junior: ["Junior Technical Writer"],
      mid: ["Technical Writer", "Documentation Engineer", "API Technical Writer"],
      senior: ["Senior Technical Writer"],
      lead: ["Documentation Lead"],
    },
    intro: [
      "As a technical writer at {company}, you will write the documentation developers and customers rely on.",
      "We are looking for a writer who can explain complex systems simply, and who likes working with engineers.",
    ],
    duties: [
      "Write and maintain product and API documentation",
      "Work with engineers and product managers on new features",
      "Create tutorials and how-to guides",
      "Maintain docs-as-code workflows in Git",
      "Review UI text",
      "Measure and improve documentation quality",
    ],
    reqs: [
      "Excellent written English",
      "Experience writing technical documentation",
      "Comfort with Markdown and Git",
      "Ability to read code",
      "Attention to detail",
    ],
    nice: ["OpenAPI experience", "Developer tools experience", "Static site generators"],
    skills: "technical writing",
  },
  {
    key: "pm",
    count: 10,
    pay: 115,
    dept: "Delivery",
    titles: {
      intern: ["Project Management Intern"],
      junior: ["Junior Project Manager", "Project Coordinator"],
      mid: [
        "Project Manager",
        "IT Project Manager",
        "Scrum Master",
        "Agile Delivery Manager",
        "Program Manager",
      ],
      senior: ["Senior Project Manager", "Senior Scrum Master"],
      lead: ["Head of Delivery", "Senior Program Manager"],
    },
    intro: [
      "As a project manager at {company}, you will deliver complex technology projects on time and on budget.",
      "We are looking for a delivery lead who keeps teams focused, removes blockers and communicates clearly.",
      "Join {team} to coordinate programmes across engineering, product and operations.",
    ],
    duties: [
      "Plan and track projects from kickoff to delivery",
      "Facilitate agile ceremonies",
      "Manage risks, dependencies and budgets",
      "Report progress to stakeholders",
      "Coordinate vendors and partners",
      "Improve delivery processes",
      "Work with product managers on priorities",
      "Keep Jira and Confluence tidy",
    ],
    reqs: [
      "Experience managing IT or software projects",
      "Knowledge of Scrum and Kanban",
      "Excellent organisation and communication",
      "Experience with Jira or similar tools",
      "Stakeholder management",
      "Fluent English",
    ],
    nice: [
      "PMP, PRINCE2 or PSM certification",
      "Technical background",
      "Experience in regulated industries",
      "SAFe",
    ],
    skills: "project management",
  },
  {
    key: "itsupport",
    count: 9,
    pay: 70,
    dept: "IT",
    titles: {
      intern: ["IT Support Intern"],
      junior: ["IT Support Technician", "Junior System Administrator", "Service Desk Analyst"],
      mid: [
        "System Administrator (Linux)",
        "IT Support Specialist",
        "Windows System Administrator",
        "Network Administrator",
      ],
      senior: ["Senior System Administrator", "Senior Network Engineer"],
      lead: ["IT Manager", "Head of IT"],
    },
    intro: [
      "As part of our IT team, you will keep {company}'s people productive: laptops, accounts, networks and the systems behind them.",
      "We are looking for a system administrator to run our servers and office networks reliably.",
      "Join {team} to support colleagues across offices and automate IT operations.",
    ],
    duties: [
      "Manage laptops and mobile devices with Intune or Jamf",
      "Administer Microsoft 365 and Google Workspace",
      "Maintain Linux and Windows servers",
      "Manage office networks, Wi-Fi and VPN",
      "Resolve tickets from colleagues",
      "Automate tasks with PowerShell or Bash",
      "Handle onboarding and offboarding of accounts",
      "Keep an inventory of hardware and licences",
    ],
    reqs: [
      "Experience in IT support or system administration",
      "Knowledge of Windows, macOS and Linux",
      "Networking basics (TCP/IP, DNS, DHCP)",
      "Scripting skills",
      "Customer-focused attitude",
      "Good English",
    ],
    nice: ["Microsoft or CompTIA certifications", "Experience with Okta", "Ansible", "ITIL"],
    skills: "IT operations",
  },
];

// ---------------------------------------------------------------- text fragments
const teams = [
  "our Platform team",
  "the Core Services team",
  "our Payments squad",
  "the Growth team",
  "our Checkout team",
  "the Operations team",
  "our Data team",
  "the Customer Experience team",
  "our Infrastructure group",
  "the Marketplace team",
  "our Mobile team",
  "the Risk team",
];
const aboutHeadings = ["About us", "About {company}", "Who we are", "About the company"];
const roleHeadings = ["The role", "About the role", "What the job is", "Your mission"];
const dutyHeadings = ["What you'll do", "Responsibilities", "Your day-to-day", "What you will work on"];
const reqHeadings = ["What we're looking for", "Requirements", "About you", "You will bring"];
const niceHeadings = ["Nice to have", "Bonus points", "It would be great if you also have"];
const benefitHeadings = ["Benefits", "What we offer", "Perks and benefits"];
const yearsBySeniority = {
  intern: "Currently studying computer science, business or a related field, or a recent graduate",
  junior: [
    "0–2 years of experience in {skills}; internships, bootcamps and personal projects count",
    "This is an entry-level position: up to 2 years of experience in {skills} is plenty",
    "1+ year of experience in {skills}, or a relevant degree",
  ],
  mid: [
    "3+ years of experience in {skills}",
    "2–5 years of professional experience in {skills}",
    "At least 3 years of hands-on {skills} experience",
  ],
  senior: [
    "5+ years of experience in {skills}",
    "6+ years of professional {skills} experience, including leading projects",
    "Senior-level experience in {skills} (5 years or more)",
  ],
  lead: [
    "8+ years of experience in {skills}, including leading a team",
    "Proven experience leading {skills} teams of 5 or more people",
    "7+ years in {skills} and experience as a technical or people lead",
  ],
};
const levelNotes = {
  intern: "This is a paid internship of six months, with a mentor and a real project.",
  junior: "You will be mentored by a senior colleague and learn quickly in a supportive team.",
  mid: "",
  senior: "You will lead projects, mentor colleagues and shape technical decisions.",
  lead: "You will lead a team, set direction and hire and grow people.",
};
const employmentNotes = {
  part_time: [
    "This is a part-time position of 20 hours a week, with flexible hours.",
    "Part-time (24 hours per week, three days). Ideal alongside studies or other commitments.",
    "Part-time role, 50% (around 20 hours a week).",
  ],
  contract: [
    "This is a 6-month contract with a possible extension. Contractors invoice monthly.",
    "Fixed-term contract of 12 months, freelancers welcome.",
    "Contract role for 9 months, outside IR35 where applicable.",
  ],
  temporary: [
    "Temporary position covering a parental leave, for 10 months.",
    "Temporary role for the peak season (4 months).",
  ],
  internship: [
    "Internship of 6 months starting in September.",
    "Internship, 3 to 6 months, start date flexible.",
  ],
  full_time: [""],
};
const workplaceNotes = {
  on_site: [
    "This role is based in our {city} office, five days a week.",
    "You will work on site in {city}.",
    "On-site in {city}; we believe in working side by side.",
  ],
  hybrid: [
    "Hybrid: two or three days a week in our {city} office.",
    "We work hybrid, with team days in {city} on Tuesdays and Thursdays.",
    "Hybrid role based in {city}.",
  ],
  remote: [
    "This role is fully remote within the listed countries.",
    "Fully remote; we meet in person twice a year.",
    "Remote-first team: work from home, with a co-working allowance.",
  ],
};

// ---------------------------------------------------------------- building posts
function list(items) {
  return `<ul>${items.map((item) => `<li>${item}</li>`).join("")}</ul>`;
}

function titleFor(family, seniority) {
  return pick(family.titles[seniority]);
}

function descriptionFor(family, company, seniority, employmentType, workplace, cityText) {
  const vars = { company: company.name, team: pick(teams), skills: family.skills, city: cityText ?? "" };
  const parts = [];
  parts.push(`<h3>${fill(pick(aboutHeadings), vars)}</h3><p>${company.about}</p>`);
  const roleBits = [
    fill(pick(family.intro), vars),
    levelNotes[seniority],
    fill(pick(employmentNotes[employmentType]), vars),
  ];
  if (chance(0.7)) roleBits.push(fill(pick(workplaceNotes[workplace]), vars));
  parts.push(`<h3>${pick(roleHeadings)}</h3><p>${roleBits.filter(Boolean).join(" ")}</p>`);
  parts.push(`<h3>${pick(dutyHeadings)}</h3>${list(sample(family.duties, 4 + Math.floor(rand() * 2)))}`);
  const years = yearsBySeniority[seniority];
  const reqs = [
    fill(Array.isArray(years) ? pick(years) : years, vars),
    ...sample(family.reqs, 3 + Math.floor(rand() * 2)),
  ];
  parts.push(`<h3>${pick(reqHeadings)}</h3>${list(reqs)}`);
  if (chance(0.6)) parts.push(`<p><em>${pick(niceHeadings)}:</em> ${sample(family.nice, 2).join("; ")}.</p>`);
  parts.push(`<h3>${pick(benefitHeadings)}</h3><p>${company.benefits}</p>`);
  if (chance(0.25))
    parts.push(
      "<p>We welcome applicants of every background. Tell us in your application if you need any adjustments during the interviews.</p>",
    );
  return parts.join("");
}

function employmentFor(family, seniority) {
  if (seniority === "intern") return "internship";
  const partTimeFriendly = [
    "support",
    "marketing",
    "design",
    "techwriter",
    "data_analyst",
    "finance",
    "hr",
    "itsupport",
    "qa",
  ];
  const r = rand();
  const partTime = partTimeFriendly.includes(family.key) ? 0.2 : 0.05;
  if (r < partTime) return "part_time";
  if (r < partTime + 0.11) return "contract";
  if (r < partTime + 0.15 && seniority !== "lead") return "temporary";
  return "full_time";
}

function workplaceFor() {
  const r = rand();
  if (r < 0.27) return "remote";
  if (r < 0.66) return "hybrid";
  return "on_site";
}

const seniorityCycle = [
  "mid",
  "senior",
  "junior",
  "mid",
  "senior",
  "lead",
  "mid",
  "junior",
  "senior",
  "intern",
  "mid",
  "senior",
  "junior",
  "lead",
];

function buildSkeletons() {
  const skeletons = [];
  for (const family of families) {
    for (let i = 0; i < family.count; i += 1) {
      const seniority = seniorityCycle[i % seniorityCycle.length];
      skeletons.push({ family, seniority });
    }
  }
  return skeletons;
}

/**
 * A few posts written on purpose, appended after the generated ones: cases that job seekers meet
 * on real boards (an on-site job whose benefits say "remote-friendly", a part-time DevOps role,
 * a tester who writes C#, plain C beside C++ and C#).
 */
const plantedPosts = [
  {
    family: "devops",
    seniority: "mid",
    title: "DevOps Engineer (AWS)",
    company: "Northwind Robotics",
    city: "München",
    workplace: "on_site",
    employmentType: "full_time",
  },
  {
    family: "devops",
    seniority: "mid",
    title: "Part-Time DevOps Engineer",
    company: "Redwood Civic",
    workplace: "remote",
    region: "Remote (Europe)",
    employmentType: "part_time",
  },
  {
    family: "qa",
    seniority: "mid",
    title: "Software Engineer in Test (C#)",
    company: "Pinnacle Bank",
    city: "London",
    workplace: "hybrid",
    employmentType: "full_time",
  },
  {
    family: "cpp",
    seniority: "mid",
    title: "Embedded C Developer (Firmware)",
    company: "Polar Devices",
    city: "Malmö",
    workplace: "on_site",
    employmentType: "full_time",
  },
  {
    family: "data_analyst",
    seniority: "junior",
    title: "Entry-Level Data Analyst (Part-Time)",
    company: "Meridian Hotels",
    city: "São Paulo",
    workplace: "hybrid",
    employmentType: "part_time",
  },
  {
    family: "sre",
    seniority: "senior",
    title: "Senior Site Reliability Engineer (AWS)",
    company: "Orbital Media",
    workplace: "remote",
    region: "Remote (US)",
    employmentType: "full_time",
  },
  {
    family: "devops",
    seniority: "mid",
    title: "DevOps Engineer (AWS)",
    company: "Quantum Ledger",
    workplace: "remote",
    region: "Remote (US)",
    employmentType: "full_time",
  },
  {
    family: "devops",
    seniority: "senior",
    title: "Senior DevOps Engineer – AWS",
    company: "Kinetic Mobility",
    workplace: "remote",
    region: "Remote (LATAM)",
    employmentType: "full_time",
  },
  {
    family: "devops",
    seniority: "mid",
    title: "DevOps Engineer (GCP)",
    company: "Harvest Foods",
    workplace: "remote",
    region: "Remote (UK)",
    employmentType: "contract",
  },
  {
    family: "java",
    seniority: "mid",
    title: "Java Developer",
    company: "Bluefin Payments",
    city: "Kraków",
    workplace: "hybrid",
    employmentType: "full_time",
  },
  {
    family: "product",
    seniority: "mid",
    title: "Product Manager, Payments",
    company: "Bluefin Payments",
    city: "London",
    workplace: "hybrid",
    employmentType: "full_time",
  },
  {
    family: "product",
    seniority: "senior",
    title: "Senior Product Manager",
    company: "Saffron Travel",
    workplace: "remote",
    region: "Remote (Europe)",
    employmentType: "full_time",
  },
];

export function buildCorpus() {
  const skeletons = buildSkeletons();
  for (const s of skeletons) {
    s.employmentType = employmentFor(s.family, s.seniority);
    s.workplace = workplaceFor();
    s.company = pick(companies);
  }
  // Cities: the accented ones get fixed counts, spread over the non-remote posts at random.
  const located = shuffle(skeletons.filter((s) => s.workplace !== "remote"));
  const cityPool = [];
  for (const [city, count] of Object.entries(fixedCityCounts))
    for (let i = 0; i < count; i += 1) cityPool.push(city);
  let plain = 0;
  while (cityPool.length < located.length) {
    cityPool.push(plainCities[plain % plainCities.length]);
    plain += 1;
  }
  const cities = shuffle(cityPool);
  located.forEach((s, i) => {
    s.city = cities[i];
  });

  for (const planted of plantedPosts) {
    skeletons.push({
      ...planted,
      family: families.find((family) => family.key === planted.family),
      company: companies.find((company) => company.name === planted.company),
    });
  }

  const posts = skeletons.map((s, index) => {
    const { family, seniority, employmentType, workplace, company } = s;
    const id = `p${String(index + 1).padStart(3, "0")}`;
    let location;
    let money;
    let city = null;
    let countryCode = null;
    let remoteCountries;
    if (workplace === "remote") {
      const region = s.region ? remoteRegions.find((r) => r.label === s.region) : pick(remoteRegions);
      location = region.label;
      countryCode = region.cc;
      remoteCountries = region.countries ?? undefined;
      money = region;
    } else {
      const place = places[s.city];
      city = s.city;
      countryCode = place.cc;
      const shown = cityVariants[city] && chance(0.25) ? cityVariants[city] : city;
      location = place.region ? `${shown}, ${place.region}` : `${shown}, ${place.country}`;
      if (workplace === "hybrid" && chance(0.4)) location += " (Hybrid)";
      money = place;
    }
    const title = s.title ?? titleFor(family, seniority);
    const descriptionHtml = descriptionFor(family, company, seniority, employmentType, workplace, city ?? "");
    const disclosed = chance(0.88);
    const post = {
      id,
      title,
      companyName: company.name,
      location,
      descriptionHtml,
      companyIconUrl: "",
      daysAgo: Math.floor(rand() * 45),
      employmentType,
      workplace,
      city,
      countryCode,
      ...(remoteCountries ? { remoteCountries } : {}),
      ...(disclosed ? { salaryRange: salaryFor(family, seniority, employmentType, money) } : {}),
      department: family.dept,
      validDays: pick([30, 45, 60, 90]),
    };
    return { post, meta: { family: family.key, seniority } };
  });
  return posts;
}

export const familyKeys = families.map((family) => family.key);

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const built = buildCorpus();
  const out = path.join(path.dirname(fileURLToPath(import.meta.url)), "corpus.json");
  writeFileSync(
    out,
    `${JSON.stringify(
      built.map((entry) => entry.post),
      null,
      2,
    )}\n`,
  );
  console.log(`wrote ${built.length} posts in ${families.length} job families to ${out}`);
}
