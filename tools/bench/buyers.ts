import { randomUUID } from "node:crypto";
import { run } from "../run.ts";
import { accountSql, executeSql, persistArgs } from "../seed.ts";
import { inParallel, nextClientIp } from "./client.ts";

const BUYERS = 100;
const PASSWORD = "Bench-Buyer-9";
// Where every buyer wants the pin (by Buckingham Palace).
const PLACE = { latitude: 51.501364, longitude: -0.14189 };

export type TBuyersResult = {
  buyers: number;
  checkoutsStarted: number;
  refusals: Record<string, number>;
  settledMs: number;
  pins: number;
  checkouts: number;
};

type TBuyer = { email: string; ip: string; cookie: string };
type TAnswer = { status: number; url?: string; code?: string };

function post(baseUrl: string, buyer: Pick<TBuyer, "ip"> & { cookie?: string }, path: string, body: unknown) {
  return fetch(`${baseUrl}${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Origin: baseUrl,
      "CF-Connecting-IP": buyer.ip,
      ...(buyer.cookie ? { Cookie: buyer.cookie } : {}),
    },
    body: JSON.stringify(body),
  });
}

// Verified accounts written as the seed writes the demo ones, then signed in through the API as the
// app signs in, each buyer from an address of their own.
async function signedInBuyers(baseUrl: string, persistTo: string): Promise<TBuyer[]> {
  const tag = randomUUID().slice(0, 8);
  const accounts = Array.from({ length: BUYERS }, (_, index) => ({
    id: randomUUID(),
    email: `bench-buyer-${tag}-${index}@example.com`,
    displayName: `Bench Buyer ${index}`,
    password: PASSWORD,
  }));
  await executeSql((await Promise.all(accounts.map(accountSql))).join("\n"), persistTo);
  return inParallel(accounts, 10, async ({ email, password }) => {
    const ip = nextClientIp();
    const response = await post(baseUrl, { ip }, "/api/auth/sign-in", { email, password });
    if (!response.ok) throw new Error(`Signing in ${email} answered ${response.status}`);
    const cookie = response.headers
      .getSetCookie()
      .map((header) => header.split(";")[0])
      .join("; ");
    return { email, ip, cookie };
  });
}

async function checkout(baseUrl: string, buyer: TBuyer, mypin: string): Promise<TAnswer> {
  const response = await post(baseUrl, buyer, "/api/checkout", { mypin, ...PLACE });
  const body = (await response.json()) as { url?: string; error?: { code?: string } };
  return { status: response.status, url: body.url, code: body.error?.code };
}

// Pays on the emulator's hosted page as the buyer would; the emulator then sends the signed
// checkout.session.completed webhook that fulfils the purchase.
async function pay(payUrl: string, email: string) {
  const response = await fetch(payUrl, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ card: "4242424242424242", email }),
    redirect: "manual",
  });
  if (response.status >= 400) throw new Error(`Paying ${payUrl} answered ${response.status}`);
}

async function ownsPin(baseUrl: string, buyer: TBuyer) {
  const response = await fetch(`${baseUrl}/api/me/pins`, {
    headers: { "CF-Connecting-IP": buyer.ip, Cookie: buyer.cookie },
  });
  return response.ok && ((await response.json()) as { total: number }).total > 0;
}

async function untilOwned(baseUrl: string, buyer: TBuyer, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await ownsPin(baseUrl, buyer))) {
    if (Date.now() > deadline) throw new Error(`No pin for ${buyer.email} within ${timeoutMs} ms of paying`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function countRows(persistTo: string, sql: string) {
  const output = await run("wrangler", [
    "d1",
    "execute",
    "DB",
    "--local",
    "--json",
    `--command=${sql}`,
    ...persistArgs(persistTo),
  ]);
  const [answer] = JSON.parse(output) as { results: { rows: number }[] }[];
  return answer?.results[0]?.rows ?? Number.NaN;
}

// 100 buyers who try to buy one fresh name at once (docs/architecture.md#budgets). Timed from the
// first checkout request to the moment the winner's pin exists (checkout answers for all, payment on
// the emulator, its webhook's fulfilment); then the name's pins and checkouts are counted in D1.
export async function measureConcurrentBuyers(baseUrl: string, persistTo: string): Promise<TBuyersResult> {
  const buyers = await signedInBuyers(baseUrl, persistTo);
  const mypin = `rush.${randomUUID().replaceAll("-", "").slice(0, 10)}`;
  const started = performance.now();
  const answers = await Promise.all(buyers.map((buyer) => checkout(baseUrl, buyer, mypin)));
  const winners = answers.flatMap((answer, index) => (answer.status === 200 && answer.url ? [index] : []));
  const [winner] = winners;
  const winnerAnswer = winner === undefined ? undefined : answers[winner];
  const winnerBuyer = winner === undefined ? undefined : buyers[winner];
  if (winnerAnswer?.url && winnerBuyer) {
    await pay(winnerAnswer.url, winnerBuyer.email);
    await untilOwned(baseUrl, winnerBuyer);
  }
  const settledMs = performance.now() - started;
  const refusals: Record<string, number> = {};
  for (const answer of answers.filter((_, index) => index !== winner)) {
    const reason = `${answer.status} ${answer.code ?? ""}`.trim();
    refusals[reason] = (refusals[reason] ?? 0) + 1;
  }
  const where = `WHERE mypin = '${mypin}'`;
  return {
    buyers: BUYERS,
    checkoutsStarted: winners.length,
    refusals,
    settledMs,
    pins: await countRows(persistTo, `SELECT COUNT(*) AS rows FROM mypins ${where}`),
    checkouts: await countRows(persistTo, `SELECT COUNT(*) AS rows FROM checkouts ${where}`),
  };
}
