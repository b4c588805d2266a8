import type { DbOrTx } from "./client.js";

/**
 * One `T` per server, found by the server's database handle (each server opens its own): for what a
 * server keeps in memory beside its database, such as its session cache.
 */
export function perServer<T>(create: (db: DbOrTx) => T): (db: DbOrTx) => T {
  const made = new WeakMap<DbOrTx, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) {
      value = create(db);
      made.set(db, value);
    }
    return value;
  };
}
