import { setPasswordHashCostForTests } from "../modules/accounts/public.ts";

/**
 * The production server as the e2e suite starts it (e2e/support/global-setup.ts): main.ts, with
 * passwords hashed at argon2id's minimum cost. The browser tests sign up and log in hundreds of
 * times and test none of the hashing; at the OWASP baseline every one of those hashes waits for
 * the single hash slot a 2-core machine has. passwords.test.ts and the timing test in
 * asvs.test.ts keep testing the real cost; the switch refuses NODE_ENV=production
 * (docs/decisions/025-ci-stays-fast.md).
 */
setPasswordHashCostForTests("minimal");
await import("../main.ts");
