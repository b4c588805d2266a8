import { sql } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openTestDatabase } from "../../../../tests/helpers/test-database.js";
import { registerErrorHandler, WRITE_CONTENDED } from "../http/errors.js";
import type { Database, Db } from "./client.js";
import { queryRows } from "./raw.js";
import {
  retryReason,
  retryStatement,
  retryTransactions,
  TRANSACTION_ATTEMPTS,
  TransactionContended,
  type TransactionRetries,
  withTransactionRetries,
} from "./transaction-retry.js";

const deadlock = () => Object.assign(new Error("deadlock detected"), { code: "40P01" });
/** As drizzle throws it: the driver's error as the cause of its own. */
const wrappedSerialization = () =>
  new Error("Failed query", { cause: Object.assign(new Error("could not serialize"), { code: "40001" }) });

describe("withTransactionRetries", () => {
  it("runs a transaction again after a deadlock or a serialization failure, and counts the reruns", async () => {
    const retries: TransactionRetries = { deadlock: 0, serialization: 0 };
    const failures = [deadlock(), wrappedSerialization()];
    let runs = 0;
    const result = await withTransactionRetries(async () => {
      runs += 1;
      const failure = failures.shift();
      if (failure) throw failure;
      return "committed";
    }, retries);
    expect(result).toBe("committed");
    expect(runs).toBe(3);
    expect(retries).toEqual({ deadlock: 1, serialization: 1 });
  });

  it("does not run again after any other error", async () => {
    const retries: TransactionRetries = { deadlock: 0, serialization: 0 };
    let runs = 0;
    const unique = Object.assign(new Error("duplicate key"), { code: "23505" });
    await expect(
      withTransactionRetries(async () => {
        runs += 1;
        throw unique;
      }, retries),
    ).rejects.toBe(unique);
    expect(runs).toBe(1);
  });

  it(`gives up after ${TRANSACTION_ATTEMPTS} runs with TransactionContended`, async () => {
    const retries: TransactionRetries = { deadlock: 0, serialization: 0 };
    let runs = 0;
    const failed = withTransactionRetries(async () => {
      runs += 1;
      throw deadlock();
    }, retries);
    await expect(failed).rejects.toBeInstanceOf(TransactionContended);
    expect(runs).toBe(TRANSACTION_ATTEMPTS);
    expect(retries.deadlock).toBe(TRANSACTION_ATTEMPTS - 1);
  });

  it("runs a statement sent outside a transaction again, counted with the database's transactions", async () => {
    const db = { transaction: async () => undefined } as unknown as Db;
    const retries = retryTransactions(db);
    const failures = [deadlock()];
    const answer = await retryStatement(db, async () => {
      const failure = failures.shift();
      if (failure) throw failure;
      return "done";
    });
    expect(answer).toBe("done");
    expect(retries.deadlock).toBe(1);
  });

  it("reads the reason through drizzle's wrapping and nothing else", () => {
    expect(retryReason(wrappedSerialization())).toBe("serialization");
    expect(retryReason(deadlock())).toBe("deadlock");
    expect(retryReason(new Error("boom"))).toBeNull();
    expect(retryReason("40P01")).toBeNull();
  });
});

describe("a write that lost to others every time", () => {
  it("answers 503 with Retry-After and the write_contended code, never 500", async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get("/contended", async () => {
      throw new TransactionContended("deadlock", { cause: deadlock() });
    });
    app.get("/raw-deadlock", async () => {
      throw deadlock();
    });
    for (const url of ["/contended", "/raw-deadlock"]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(503);
      expect(response.headers["retry-after"]).toBe("1");
      expect(response.json()).toEqual({ message: WRITE_CONTENDED, code: "write_contended" });
    }
    await app.close();
  });
});

// Two connections locking the same rows in opposite orders: PostgreSQL aborts one of them, which the
// retrying db.transaction runs again. The embedded database has one connection and cannot deadlock.
describe.skipIf(inject("testDatabase").kind !== "postgres")("db.transaction on PostgreSQL", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.execute(sql`create table lock_order_probe (id int primary key, n int not null)`);
    await database.db.execute(sql`insert into lock_order_probe values (1, 0), (2, 0)`);
  });
  afterAll(() => database.close());

  it("commits both of two deadlocking transactions, one of them run again whole", async () => {
    const runs = { forward: 0, backward: 0 };
    let bothLockedFirst: () => void = () => {};
    const firstLocks = new Promise<void>((done) => {
      let locked = 0;
      bothLockedFirst = () => {
        locked += 1;
        if (locked === 2) done();
      };
    });
    const lockInOrder = (name: keyof typeof runs, first: number, second: number) =>
      database.db.transaction(async (tx) => {
        runs[name] += 1;
        await tx.execute(sql`update lock_order_probe set n = n + 1 where id = ${first}`);
        if (runs[name] === 1) {
          bothLockedFirst();
          await firstLocks;
        }
        await tx.execute(sql`update lock_order_probe set n = n + 1 where id = ${second}`);
      });
    const before = database.transactionRetries.deadlock;
    await Promise.all([lockInOrder("forward", 1, 2), lockInOrder("backward", 2, 1)]);
    expect(runs.forward + runs.backward).toBe(3);
    expect(database.transactionRetries.deadlock - before).toBe(1);
    const rows = await queryRows<{ n: number }>(database.db, sql`select n from lock_order_probe order by id`);
    // Each committed transaction added one to each row; the aborted run added nothing.
    expect(rows).toEqual([{ n: 2 }, { n: 2 }]);
  });
});
