/**
 * Setup file of the "server-pg" Vitest project: when PostgreSQL did not answer (postgres-setup.ts)
 * every test is skipped with the reason, so a missing database never counts as a pass.
 */
import { beforeEach, inject } from "vitest";

const reason = inject("postgresUnavailable");
if (reason) beforeEach((context) => context.skip(reason));
