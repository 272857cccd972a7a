import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AppRoutes } from "../../app/router";
import { endpoints } from "./api";
import { api, renderApp, visitorFrom } from "./harness";

const searchAt = endpoints.pins[":name"];

async function openLanding() {
  visitorFrom("GB");
  api().answer(endpoints["top-pins"], "$get", 200, { pins: [] });
  const rendered = renderApp(<AppRoutes />, { at: "/" });
  await screen.findByLabelText("Enter MyPin to search");
  return rendered;
}

describe("the landing's search", () => {
  it("searches exactly what was typed, a '?', '#' or '/' in it included", async () => {
    api().refuse(searchAt, "$get", "PIN_NOT_FOUND", { extra: { suggestions: [] } });
    const { user } = await openLanding();
    for (const typed of ["my.pin2?", "corner#shop", "a/b"]) {
      await user.clear(screen.getByLabelText("Enter MyPin to search"));
      await user.type(screen.getByLabelText("Enter MyPin to search"), `${typed}{Enter}`);
      await waitFor(() =>
        expect(api().calls(searchAt, "$get").at(-1)?.path).toBe(`/api/pins/${encodeURIComponent(typed)}`),
      );
      expect(api().calls(searchAt, "$get").at(-1)?.search).toBe("");
    }
  });

  it("opens the result of a name found", async () => {
    api().answer(searchAt, "$get", 200, {
      pin: {
        id: 1,
        mypin: "corner shop!",
        userName: "Robin",
        latitude: 51.5,
        longitude: -0.12,
        searchCount: 3,
        note: null,
        near: null,
      },
    });
    const { user, location } = await openLanding();
    await user.type(screen.getByLabelText("Enter MyPin to search"), "  Corner Shop! {Enter}");
    await waitFor(() => expect(location().search).toBe("?pin=corner%20shop!"));
    expect(
      api()
        .calls(searchAt, "$get")
        .map((call) => call.path),
    ).toEqual(["/api/pins/Corner%20Shop!"]);
  });
});
