import compress from "@fastify/compress";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { DEFAULT_BODY_LIMIT_BYTES } from "@site/contract/constants";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config.ts";
import type { AccessPolicy } from "./http/access.ts";
import type { CandidatePageRenderer } from "./http/candidate-pages.ts";
import { registerErrorHandling } from "./http/error-handler.ts";
import { createIdempotencyStore, type IdempotencyStore } from "./http/idempotency.ts";
import { registerIpLimits } from "./http/ip-limits.ts";
import { registerJsonBodyParser } from "./http/json-body.ts";
import { type LoadSheddingOptions, registerLoadShedding } from "./http/load-shedding.ts";
import { loggerOptions, RequestLinesAtDebug } from "./http/logger.ts";
import { createMetrics, registerMetrics, registerRateLimitStoreGauge } from "./http/metrics.ts";
import { forbidCachingApiAnswers } from "./http/no-store.ts";
import type { AccountMenuRenderer } from "./http/person-page.ts";
import type { JobPostRenderer, JobSearchView } from "./http/prerendered-job.ts";
import { rejectNulCharacters } from "./http/reject-nul.ts";
import { registerSecurityHeaders } from "./http/security-headers.ts";
import { registerWebApp } from "./http/web-app.ts";
import { findSession, viewProfile } from "./modules/accounts/public.ts";
import { accountRoutes } from "./modules/accounts/routes.ts";
import { applicationQuestions, listMyApplications } from "./modules/applications/public.ts";
import { applicationRoutes } from "./modules/applications/routes.ts";
import type { Assistant } from "./modules/assistant/assistant.ts";
import { createLazyAssistant } from "./modules/assistant/lazy-assistant.ts";
import { createRetentionWorker, type RetentionWorker } from "./modules/assistant/question-retention.ts";
import { assistantRoutes } from "./modules/assistant/routes.ts";
import { devMailboxRoutes } from "./modules/dev/routes.ts";
import { inquiryRoutes } from "./modules/inquiries/routes.ts";
import { type AlertWorker, createAlertWorker, failureMessage } from "./modules/job-alerts/alert-worker.ts";
import { listJobAlerts } from "./modules/job-alerts/my-job-alerts.ts";
import { jobAlertRoutes } from "./modules/job-alerts/routes.ts";
import { createJobsService, type JobsService } from "./modules/job-posts/jobs-service.ts";
import { listSavedJobs, sanitizeJobHtml, searchByKeyword } from "./modules/job-posts/public.ts";
import { createPublicationWorker, type PublicationWorker } from "./modules/job-posts/publication-worker.ts";
import { jobPostRoutes, visitorSearchJson } from "./modules/job-posts/routes.ts";
import { viewJob } from "./modules/job-posts/view-job.ts";
import { systemRoutes } from "./modules/system/routes.ts";
import type { Database } from "./platform/database.ts";
import { createConfiguredMailer, devMailboxDir } from "./platform/mail/create-mailer.ts";
import type { Mailer } from "./platform/mail/mailer.ts";
import type { PeriodicRound } from "./platform/periodic.ts";
import { createRateLimits, type RateLimits } from "./platform/rate-limit.ts";
import { createLinkSigner, loadSigningSecret } from "./platform/signing.ts";
import { createConfiguredStorage } from "./platform/storage/create-storage.ts";
import type { FileStorage } from "./platform/storage/storage.ts";

/** Everything the app needs from outside; tests pass their own, production passes the real ones. */
export interface AppDeps {
  config: Config;
  database: Database;
  clock?: () => Date;
  /** Defaults to SMTP or the development mailbox, from the configuration. */
  mailer?: Mailer;
  /** Defaults to in-memory counters, or Redis when REDIS_URL is set. */
  rateLimits?: RateLimits;
  /** Defaults to S3 when S3_BUCKET is set, else the PostgreSQL database, else DATA_DIR/uploads. */
  storage?: FileStorage;
  /** Defaults to retrieval over packages/content. */
  assistant?: Assistant;
  /** A job post's HTML from the app's React component; defaults to the web build's job view. */
  renderJobPost?: JobPostRenderer;
  /** The job search's server render (decision 124); defaults to the web build's, beside the job view. */
  searchView?: JobSearchView;
  /** A person's account menu for their page's header (decision 135); defaults to the web build's. */
  accountMenu?: AccountMenuRenderer;
  /** A candidate's own pages from the app's screens (decision 136); defaults to the web build's. */
  renderCandidatePage?: CandidatePageRenderer;
}

export interface AppOptions {
  /** Logger settings; defaults to the production logger at the configured level. */
  logger?: FastifyServerOptions["logger"];
  /** Event-loop lag above which requests are refused; tests lower it. */
  loadShedding?: LoadSheddingOptions;
}

export async function buildApp(deps: AppDeps, options: AppOptions = {}): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel, config.logFormat),
    logController: new RequestLinesAtDebug(),
    bodyLimit: DEFAULT_BODY_LIMIT_BYTES,
    // X-Forwarded-For is trusted only from the proxies TRUST_PROXY names (none by default):
    // a client could otherwise pick its own rate-limit key.
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    // Never let a slow client hold a connection forever.
    requestTimeout: 30_000,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON only: a text/plain body is refused with 415 instead of being half-parsed.
  app.removeContentTypeParser("text/plain");
  registerJsonBodyParser(app);
  registerErrorHandling(app);
  const draining = registerDraining(app);
  rejectNulCharacters(app);
  await registerLoadShedding(app, database, options.loadShedding);
  forbidCachingApiAnswers(app);

  registerSecurityHeaders(app, {
    // The web app's CSP (with the hashes of its inline scripts) is set by registerWebApp.
    contentSecurityPolicy: false,
    strictTransportSecurity: config.publicBaseUrl.startsWith("https:"),
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(swagger, {
    openapi: {
      info: { title: "Automation site API", version: "1.0.0", description: "Job portal and site API" },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });

  const now = deps.clock ?? (() => new Date());
  const metrics = createMetrics(database, now);
  registerMetrics(app, metrics, config.metricsToken);
  const mailer =
    deps.mailer ??
    createConfiguredMailer(config, database.db, (line) => app.log.info(line), metrics.mailFailed);
  const rateLimits =
    deps.rateLimits ??
    createRateLimits(config.redisUrl, { db: database.db, log: (level, line) => app.log[level](line) });
  registerRateLimitStoreGauge(metrics, rateLimits);
  app.decorate("mailer", mailer);
  mailer.start();
  app.addHook("onClose", async () => {
    await mailer.stop();
    await rateLimits.close();
  });

  registerIpLimits(app, rateLimits);
  const signingSecret = await loadSigningSecret(database.db);
  // Read by every contract route whose endpoint is idempotent (http/contract-route.ts).
  app.decorate("idempotency", createIdempotencyStore(database.db, signingSecret, now));
  // Every contract route checks its endpoint's declared access with this before its handler runs.
  const access: AccessPolicy = {
    findSession: (token) => findSession(database.db, token, now()),
    jobsNeedLogin: config.requireLoginForJobs,
  };
  systemRoutes(app, { database, access, isDraining: draining });
  const mailQueued = () => mailer.kick();
  const authDeps = { db: database.db, now, publicBaseUrl: config.publicBaseUrl, mailQueued, access };
  inquiryRoutes(app, { db: database.db, now, contactEmail: config.contactEmail, mailQueued, access });
  const storage = deps.storage ?? (await createConfiguredStorage(config, database.db));
  const signer = createLinkSigner(signingSecret);
  const { queue } = database;
  const jobs = createJobsService(database.db, {
    sharedDatabase: database.kind === "postgres",
    // On PGlite a recount blocks the event loop: not while requests wait (decision 081).
    busy: queue ? () => queue.newRequestsWaiting() : undefined,
    answerCacheMs: config.answerCacheMs,
  });
  accountRoutes(app, {
    ...authDeps,
    signer,
    storage,
    limits: rateLimits,
    jobsChanged: () => jobs.changedElsewhere(),
  });
  app.decorate("jobs", jobs);
  jobPostRoutes(app, { db: database.db, jobs, now, access });
  // Scheduled drafts go public from inside the server, on the app's clock, like job alerts.
  const jobPublication = createPublicationWorker({
    jobs,
    now,
    intervalMs: config.jobPublicationIntervalMs,
    onError: (error) =>
      app.log.error({ reason: failureMessage(error) }, "publishing scheduled jobs failed; tried again later"),
  });
  runInside(app, "jobPublication", jobPublication);
  jobAlertRoutes(app, {
    db: database.db,
    now,
    signer,
    publicBaseUrl: config.publicBaseUrl,
    mailQueued,
    access,
  });
  // Job alerts are mailed from inside the server, like the outbox, on the app's clock.
  const jobAlerts = createAlertWorker({
    db: database.db,
    signer,
    publicBaseUrl: config.publicBaseUrl,
    now,
    mailQueued,
    onError: (error, alertId) =>
      app.log.error(
        { alertId, reason: failureMessage(error) },
        "job alert run failed; it is tried again later",
      ),
  });
  runInside(app, "jobAlerts", jobAlerts);
  applicationRoutes(app, {
    db: database.db,
    now,
    signer,
    storage,
    limits: rateLimits,
    mailQueued,
    access,
    publicBaseUrl: config.publicBaseUrl,
    knockOutMailDelayMs: config.knockOutMailDelayHours * 3600 * 1000,
  });
  assistantRoutes(app, {
    db: database.db,
    now,
    access,
    mailQueued,
    contactEmail: config.contactEmail,
    llm: config.llm,
    assistant:
      deps.assistant ??
      createLazyAssistant({
        contactEmail: config.contactEmail,
        // Job search behind a sign-in stays there: the chat then only links to it.
        ...(config.requireLoginForJobs ? {} : { searchJobs: searchByKeyword(jobs, now) }),
      }),
  });
  // Old questions of the AI Agent are deleted hourly, by one instance at a time.
  const chatRetention = createRetentionWorker({
    db: database.db,
    now,
    retentionDays: config.chatQuestionRetentionDays,
    onError: (error) =>
      app.log.error({ reason: failureMessage(error) }, "deleting old chat questions failed"),
  });
  runInside(app, "chatRetention", chatRetention);
  if (config.devMailbox) devMailboxRoutes(app, devMailboxDir(config), config.devMailbox.key);

  await registerWebApp(
    app,
    config.webBuildDir,
    // A job page's HTML carries its post, and the search's its results (decision 124), unless
    // job pages need a sign-in.
    {
      // A page request's session cookie is checked, and cleared when it names no live session
      // (http/session-cookie.ts, decision 130).
      pageSession: (token) => findSession(database.db, token, now()),
      ...(deps.accountMenu ? { accountMenu: deps.accountMenu } : {}),
      // A signed-in candidate's own pages are theirs (decision 136).
      candidatePages: {
        read: {
          saved: (userId) => listSavedJobs(database.db, userId),
          applications: (userId) => listMyApplications(database.db, userId),
          alerts: (userId) => listJobAlerts(database.db, userId),
          profile: (userId) => viewProfile({ db: database.db, now, signer }, userId),
        },
        ...(deps.renderCandidatePage ? { render: deps.renderCandidatePage } : {}),
      },
      ...(config.requireLoginForJobs
        ? {}
        : {
            jobPages: {
              post: (jobId) => viewJob(database.db, jobId),
              questions: (jobId) => applicationQuestions(database.db, jobId),
              // A signed-in candidate's job page and search are theirs (decisions 133, 134).
              person: async (userId) => {
                const [saved, applications] = await Promise.all([
                  listSavedJobs(database.db, userId),
                  listMyApplications(database.db, userId),
                ]);
                return { saved, applications };
              },
              sanitize: sanitizeJobHtml,
              search: (body) => visitorSearchJson(jobs, body, now()),
              ...(deps.renderJobPost ? { render: deps.renderJobPost } : {}),
              ...(deps.searchView ? { searchView: deps.searchView } : {}),
            },
          }),
    },
  );
  return app;
}

/**
 * Draining (SIGTERM, docs/decisions/057-several-instances-and-real-faults.md): from
 * `app.startDraining()` until the process exits, /api/ready answers 503 so the load balancer takes
 * this instance out, while every other request is still served. Every answer then says
 * `Connection: close`, as it does once the server is closing: a keep-alive client moves on to
 * another instance instead of sending its next request into one that is going away (decision 027).
 */
function registerDraining(app: FastifyInstance): () => boolean {
  let draining = false;
  app.decorate("startDraining", () => {
    draining = true;
  });
  app.addHook("preClose", async () => {
    draining = true;
  });
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (draining) reply.header("connection", "close");
    done(null, payload);
  });
  return () => draining;
}

/**
 * Runs a periodic worker inside the server: named on the app (where the tests run its rounds),
 * started now, stopped when the app closes.
 */
function runInside(
  app: FastifyInstance,
  name: "jobPublication" | "jobAlerts" | "chatRetention",
  worker: PeriodicRound<unknown>,
) {
  app.decorate(name as string, worker);
  worker.start();
  app.addHook("onClose", () => worker.stop());
}

declare module "fastify" {
  interface FastifyInstance {
    /** The outbox worker; tests flush it to deliver queued mail at once. */
    mailer: Mailer;
    /** Search and job writes with the search counts they own; tests add job fixtures through it. */
    jobs: JobsService;
    /** The job-alert worker; tests run its rounds with a fake clock. */
    jobAlerts: AlertWorker;
    /** Publishes scheduled drafts when their time comes; tests run its rounds with a fake clock. */
    jobPublication: PublicationWorker;
    /** Readiness turns 503 while requests are still served: the first step of a graceful stop. */
    startDraining(): void;
    /** Keys and first answers of idempotent writes (decision 061). */
    idempotency: IdempotencyStore;
    /** Deletes the AI Agent's questions past their retention; tests run its rounds. */
    chatRetention: RetentionWorker;
  }
}
