import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AppRoutes } from "../../app/router";
import { dashboard as text } from "../../domain/messages/dashboard";
import { managePage } from "../../domain/messages/manage";
import { admin } from "../../domain/messages/staff";
import { endpoints } from "./api";
import { api, renderApp, signedIn, visitorFrom } from "./harness";

const adminApi = endpoints.admin;

const overview = {
  subscription_analytics: {
    total_subscribers: 3,
    monthly_revenue: 12.5,
    monthly_revenue_by_currency: { gbp: 1000, eur: 0, usd: 0 },
    usd_rates: { gbp: 1.27, eur: 1.08, usd: 1 },
    subscription_tiers: { basic: 1, simple: 1, premium: 1 },
  },
  trial_analytics: {
    total_trials: 2,
    trials_ending_7_days: 1,
    trials_ending_this_month: 1,
    trials_ending_next_month: 0,
  },
  pins: { by_tier: { basic: 1, simple: 1, premium: 1 }, created_this_month: 1, created_this_year: 3 },
  contact_messages: 0,
};

// Every part of the dashboard answered, each test then failing the one it is about.
function answerTheDashboard() {
  api().answer(adminApi.overview, "$get", 200, overview);
  api().answer(adminApi.audit, "$get", 200, { actions: [], actors: [] });
  api().answer(adminApi.roles, "$get", 200, { grants: [] });
  api().answer(adminApi["contact-messages"], "$get", 200, { messages: [], page: 1, pageSize: 20, total: 0 });
  // A refusal for an ended session signs the page out, and the landing it goes to lists the popular names.
  api().answer(endpoints["top-pins"], "$get", 200, { pins: [] });
}

async function openDashboard() {
  visitorFrom("GB");
  signedIn({ email: "admin@example.com", roles: ["system_admin"] });
  const rendered = renderApp(<AppRoutes />, { at: "/dashboard" });
  await screen.findByRole("heading", { name: admin.dashboardTitle, level: 1 });
  return rendered;
}

const card = (title: string) => screen.getByRole("region", { name: title });

describe("the admin's dashboard", () => {
  it("says once that the overview failed, with a retry, and names the trial figures on their card", async () => {
    answerTheDashboard();
    // The first try and react-query's three retries fail.
    for (let attempt = 0; attempt < 4; attempt += 1) api().failNetwork(adminApi.overview, "$get", { once: true });
    const { user } = await openDashboard();
    const section = screen.getByRole("region", { name: text.overview });
    const alert = await within(section).findByRole("alert");
    expect(alert.textContent).toContain(admin.analyticsFailed);
    expect(within(section).getAllByText(admin.analyticsFailed)).toHaveLength(1);
    expect(within(card(text.trials)).getByText(admin.trialAnalyticsFailed)).toBeTruthy();

    await user.click(within(section).getByRole("button", { name: managePage.retry }));
    expect(await within(card(text.trials)).findByText(text.totalTrials)).toBeTruthy();
    expect(within(section).queryByRole("alert")).toBeNull();
  });

  it("says a dry run failed when the server refuses it", async () => {
    answerTheDashboard();
    api().refuse(adminApi["release-overdue"], "$post", "UNAUTHENTICATED");
    const { user } = await openDashboard();
    await user.click(screen.getByRole("button", { name: text.previewButton }));
    expect(await screen.findByText(admin.dryRunFailed, { selector: "[data-title]" })).toBeTruthy();
    expect(
      api()
        .calls(adminApi["release-overdue"], "$post")
        .map((call) => call.json),
    ).toEqual([{ dry: true }]);
  });

  it("says a release failed when the server refuses it", async () => {
    answerTheDashboard();
    api().refuse(adminApi["release-overdue"], "$post", "UNAUTHENTICATED");
    const { user } = await openDashboard();
    // The one switch, named by its hidden text, which a browser reads as its name.
    const dryRun = screen.getByRole("switch");
    expect(dryRun.textContent).toBe(text.dryRun);
    await user.click(dryRun);
    await user.click(screen.getByRole("button", { name: text.releaseButton }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: text.confirm }));
    expect(await screen.findByText(admin.releaseFailed, { selector: "[data-title]" })).toBeTruthy();
    await waitFor(() =>
      expect(
        api()
          .calls(adminApi["release-overdue"], "$post")
          .map((call) => call.json),
      ).toEqual([{ dry: false }]),
    );
  });
});
