import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AppRoutes } from "../../app/router";
import { EVENTS_SPAN_DAYS } from "../../domain/analytics-events";
import { eventCharts } from "../../domain/messages/consent";
import { managePage } from "../../domain/messages/manage";
import { admin } from "../../domain/messages/staff";
import { SUBSCRIPTIONS_PAGE_SIZE } from "../../domain/staff";
import { endpoints } from "./api";
import { api, renderApp, signedIn, visitorFrom } from "./harness";

const analytics = endpoints.admin.analytics;
const days = [{ day: "2026-11-27", count: 2 }];

// Every section of the page answered, each test then failing the one it is about.
function answerEverySection() {
  api().answer(analytics.subscriptions, "$get", 200, {
    subscriptions: [],
    page: 1,
    pageSize: SUBSCRIPTIONS_PAGE_SIZE,
    total: 0,
    counts: { basic: 0, simple: 0, premium: 0 },
  });
  api().answer(analytics["top-pins"], "$get", 200, { pins: [] });
  api().answer(analytics["pins-per-day"], "$get", 200, { days });
  api().answer(analytics["searches-per-day"], "$get", 200, { days });
  api().answer(analytics.events, "$get", 200, {
    pageViews: days,
    types: [
      { type: "page_view", count: 2 },
      { type: "begin_checkout", count: 0 },
      { type: "share", count: 0 },
    ],
  });
}

async function openAnalytics() {
  visitorFrom("GB");
  signedIn({ email: "admin@example.com", roles: ["system_admin"] });
  const rendered = renderApp(<AppRoutes />, { at: "/dashboard/analytics" });
  await screen.findByRole("heading", { name: admin.analyticsTitle, level: 1 });
  return rendered;
}

describe("the analytics page", () => {
  it("says when the subscriptions cannot be fetched, once asked again as every query is", async () => {
    answerEverySection();
    api().failNetwork(analytics.subscriptions, "$get");
    await openAnalytics();
    await waitFor(() => expect(screen.getAllByText(admin.subscriptionsFailed)).toHaveLength(2));
    expect(screen.getAllByRole("alert").some((alert) => alert.textContent?.includes(admin.subscriptionsFailed))).toBe(
      true,
    );
    // The first try and react-query's three retries.
    expect(api().calls(analytics.subscriptions, "$get")).toHaveLength(4);
  });

  it("says when the page views cannot be fetched, and fetches them again on Retry", async () => {
    answerEverySection();
    for (let attempt = 0; attempt < 4; attempt += 1) api().failNetwork(analytics.events, "$get", { once: true });
    const { user } = await openAnalytics();
    const section = screen.getByRole("region", { name: eventCharts.section });
    const alert = await within(section).findByRole("alert");
    expect(alert.textContent).toContain(eventCharts.failed);
    await user.click(within(alert).getByRole("button", { name: managePage.retry }));
    expect(
      await within(section).findByRole("table", { name: eventCharts.typesCaption(EVENTS_SPAN_DAYS) }),
    ).toBeTruthy();
    expect(within(section).queryByRole("alert")).toBeNull();
  });
});
