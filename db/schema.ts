// The database's tables, one module per area in db/tables/. Code imports them from here, and
// drizzle-kit reads this file to write the migrations.
export * from "./tables/accounts";
export * from "./tables/analytics";
export * from "./tables/api-keys";
export * from "./tables/jobs";
export * from "./tables/mail";
export * from "./tables/payments";
export * from "./tables/pins";
export * from "./tables/staff";
export * from "./tables/transfers";
