import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createClientUser, createCompany, uniqueEmail } from "../../../../tests/helpers/factories.js";
import { CLIENTS, expectError, signInManager, UNKNOWN_ID } from "../../../../tests/helpers/management.js";
import {
  CHECKOUT,
  checkoutRequest,
  FAKE_SECRET_KEY,
  fulfilmentRecords,
  onboardingForm,
  postForm,
  startCheckout,
  submitForm,
} from "../../../../tests/helpers/onboarding.js";
import { login, testAppSuite } from "../../../../tests/helpers/test-app.js";
import { queryRows } from "../../core/db/raw.js";
import { INVITATION_SUBJECT, NEXT_STEPS_SUBJECT } from "./onboarding-mails.js";

const t = testAppSuite();

const LINK = /http:\/\/localhost:3000\/invitation\?token=([A-Za-z0-9_%-]+)/;

describe("POST /api/create-checkout-session without Stripe", () => {
  it("answers the local test checkout's URL for a submitted form", async () => {
    const { id, url } = await startCheckout(t);
    expect(url).toMatch(/^\/checkout\/test\/cs_local_[A-Za-z0-9_-]{43}$/);
    const [row] = await queryRows<{ checkout_session_id: string }>(
      t.db,
      sql`select checkout_session_id from onboarding_submissions where id = ${id}`,
    );
    expect(url).toBe(`/checkout/test/${row?.checkout_session_id}`);
  });

  it("answers 404 for an unknown submission and 400 for an id that is not one", async () => {
    const form = onboardingForm();
    expectError(
      await t.app.inject({ method: "POST", url: CHECKOUT, payload: checkoutRequest(UNKNOWN_ID, form) }),
      404,
      "Onboarding form not found. Please fill in the onboarding form again.",
    );
    expectError(
      await t.app.inject({ method: "POST", url: CHECKOUT, payload: checkoutRequest("42", form) }),
      400,
      "userId must be the id of a submitted onboarding form",
    );
  });

  it("gives a new link each time and only the newest works", async () => {
    const form = onboardingForm();
    const id = await submitForm(t, form);
    const first = await t.app.inject({ method: "POST", url: CHECKOUT, payload: checkoutRequest(id, form) });
    const second = await t.app.inject({ method: "POST", url: CHECKOUT, payload: checkoutRequest(id, form) });
    const [firstUrl, secondUrl] = [first.json().url as string, second.json().url as string];
    expect(firstUrl).not.toBe(secondUrl);
    expect((await t.app.inject({ method: "GET", url: firstUrl })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: secondUrl })).statusCode).toBe(200);
  });
});

describe("GET /checkout/test/:token", () => {
  it("shows the order summary with Pay (test mode) and Cancel as plain forms, and no script", async () => {
    const { url, form } = await startCheckout(t);
    const page = await t.app.inject({ method: "GET", url });

    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(page.headers["cache-control"]).toBe("no-store");
    // Not "no-referrer": with it browsers send "Origin: null" and the forms would fail the Origin check.
    expect(page.headers["referrer-policy"]).toBe("same-origin");
    const html = page.body;
    for (const text of [
      "TEST MODE: no card is charged",
      "Appointment Setting",
      "$379/month + $5 per qualified response",
      "$379.00",
      form.companyName,
      "Jordan Rivera",
      form.contactEmail,
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain(
      `<form method="post" action="${url}/pay"><button type="submit" class="pay">Pay (test mode)</button>`,
    );
    expect(html).toContain(
      `<form method="post" action="${url}/cancel"><button type="submit">Cancel</button>`,
    );
    expect(html).not.toMatch(/<script|onclick=|javascript:/i);
  });

  it("escapes what the visitor typed", async () => {
    const { url } = await startCheckout(
      t,
      onboardingForm({ companyName: "<b>Acme</b>", fullName: `Eve "><img src=x onerror=alert(1)>` }),
    );
    const html = (await t.app.inject({ method: "GET", url })).body;
    expect(html).toContain("&lt;b&gt;Acme&lt;/b&gt;");
    expect(html).not.toContain("<b>Acme</b>");
    expect(html).toContain("Eve &quot;&gt;&lt;img src=x onerror=alert(1)&gt;");
    expect(html).not.toContain("<img");
  });

  it("shows the chosen package's price", async () => {
    const { url } = await startCheckout(t, onboardingForm({ package: "lead-generation" }));
    const html = (await t.app.inject({ method: "GET", url })).body;
    expect(html).toContain("Lead Generation");
    expect(html).toContain("$279/month + $5 per lead");
    expect(html).toContain("$279.00");
  });

  it("answers an unknown link with a 404 page", async () => {
    const page = await t.app.inject({ method: "GET", url: "/checkout/test/cs_local_nothing" });
    expect(page.statusCode).toBe(404);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.body).toContain("Checkout not found");
    expect(page.body).toContain('href="/?onboarding=true"');
  });
});

describe("Pay (test mode)", () => {
  it("fulfils the order and redirects to /success", async () => {
    const { id, url, form } = await startCheckout(t);
    const token = url.split("/").at(-1);

    const paid = await postForm(t, `${url}/pay`);

    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/success?session_id=${token}`);
    const records = await fulfilmentRecords(t, form);
    expect(records.companies).toEqual([
      {
        id: expect.any(String),
        status: "Onboarding",
        login_email: form.contactEmail,
        client_name: "Jordan Rivera",
        assets:
          "Website: https://rivera.example\nLinkedIn: https://www.linkedin.com/in/jordan-rivera\nPhone: +1 555 0100",
      },
    ]);
    expect(records.subscriptions).toHaveLength(1);
    // The login is made when the contact opens the mailed invitation, not before.
    expect(records.users).toHaveLength(0);
    expect(records.mails.map((mail) => mail.subject)).toEqual([INVITATION_SUBJECT, NEXT_STEPS_SUBJECT]);
    const [submission] = await queryRows<{ status: string; company_id: string; paid_at: unknown }>(
      t.db,
      sql`select status, company_id, paid_at from onboarding_submissions where id = ${id}`,
    );
    expect(submission).toMatchObject({ status: "paid", company_id: records.companies[0]?.id });
    expect(submission?.paid_at).not.toBeNull();
    // The client's own LinkedIn profile, from the wizard, sends for the new campaign.
    const seats = await queryRows<{ profile_url: string; account_type: string; campaigns: number }>(
      t.db,
      sql`select s.profile_url, s.account_type,
            (select count(*)::int from seat_campaigns sc join campaigns c on c.id = sc.campaign_id
              where sc.seat_id = s.id and c.company_id = s.owner_company_id) as campaigns
          from seats s where s.owner_company_id = ${records.companies[0]?.id}::uuid`,
    );
    expect(seats).toEqual([
      { profile_url: "https://www.linkedin.com/in/jordan-rivera", account_type: "free", campaigns: 1 },
    ]);
  });

  it("mails the next steps the success page promises", async () => {
    const { url, form } = await startCheckout(t);
    await postForm(t, `${url}/pay`);
    const mail = (await fulfilmentRecords(t, form)).mails.find((m) => m.subject === NEXT_STEPS_SUBJECT);
    expect(mail?.body).toContain(`Hi Jordan Rivera,`);
    expect(mail?.body).toContain(`The Appointment Setting campaign of ${form.companyName}`);
    for (const step of [
      "1. Setup begins immediately.",
      "2. A dedicated SDR is assigned to your campaign within 4 hours.",
      "3. Prospect research and targeting",
      "4. First outreach within 24 hours.",
    ]) {
      expect(mail?.body).toContain(step);
    }
    expect(mail?.body).toContain("separate e-mail with a link to your client dashboard");
  });

  it("gives the contact a client login once they accept the mailed invitation", async () => {
    const { url, form } = await startCheckout(t);
    await postForm(t, `${url}/pay`);
    const invitation = (await fulfilmentRecords(t, form)).mails.find((m) => m.subject === INVITATION_SUBJECT);
    expect(invitation?.body).toContain(`sign in as ${form.contactEmail}`);
    expect(invitation?.body).toContain("expires in 7 days");
    const token = decodeURIComponent(invitation?.body.match(LINK)?.[1] ?? "");
    expect(token).not.toBe("");

    const tooEarly = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: form.contactEmail, password: "anything-at-all", userType: "client" },
    });
    expect(tooEarly.statusCode).toBe(401);

    const accepted = await t.app.inject({
      method: "POST",
      url: "/api/invitations/accept",
      payload: { token, name: form.fullName, newPassword: "marigold-canyon-piano-64" },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const cookie = await login(t.app, form.contactEmail, "marigold-canyon-piano-64", "client");
    const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } });
    const [company] = (await fulfilmentRecords(t, form)).companies;
    expect(me.json()).toMatchObject({
      type: "client",
      companyName: form.companyName,
      email: form.contactEmail,
      emailVerified: true,
    });
    const [campaign] = await queryRows<{ id: string }>(
      t.db,
      sql`select id from campaigns where company_id = ${company?.id}`,
    );
    expect(me.json().campaignId).toBe(campaign?.id);
  });

  it("shows the new company to managers under Manage Campaigns -> Clients", async () => {
    const { url, form } = await startCheckout(t);
    await postForm(t, `${url}/pay`);
    const { api } = await signInManager(t);
    const clients = (await api.get(CLIENTS)).json() as { companyName: string }[];
    expect(clients.find((client) => client.companyName === form.companyName)).toEqual({
      id: expect.any(String),
      companyName: form.companyName,
      clientName: "Jordan Rivera",
      loginEmail: form.contactEmail,
      assets: expect.stringContaining("Website: https://rivera.example"),
      status: "Onboarding",
      campaignId: expect.any(String),
      hasLogin: false,
      invitation: { state: "invited", sentAt: expect.any(String), expiresAt: expect.any(String) },
      archivedAt: null,
    });
  });

  it("creates one company however often Pay is pressed", async () => {
    const { url, form } = await startCheckout(t);
    const first = await postForm(t, `${url}/pay`);
    const second = await postForm(t, `${url}/pay`);
    const [third] = await Promise.all([postForm(t, `${url}/pay`), postForm(t, `${url}/pay`)]);

    for (const response of [first, second, third]) {
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toMatch(/^\/success\?session_id=/);
    }
    const records = await fulfilmentRecords(t, form);
    expect(records.companies).toHaveLength(1);
    expect(records.subscriptions).toHaveLength(1);
    expect(records.mails).toHaveLength(2);

    const page = await t.app.inject({ method: "GET", url });
    expect(page.body).toContain("This order has been paid.");
  });

  it("answers 409 when a paid form is sent to checkout again", async () => {
    const { id, url, form } = await startCheckout(t);
    await postForm(t, `${url}/pay`);
    expectError(
      await t.app.inject({ method: "POST", url: CHECKOUT, payload: checkoutRequest(id, form) }),
      409,
      "This onboarding has already been paid for.",
    );
  });

  it("refuses a post from another site", async () => {
    const { url, form } = await startCheckout(t);
    const response = await t.app.inject({
      method: "POST",
      url: `${url}/pay`,
      payload: "",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" },
    });
    expect(response.statusCode).toBe(403);
    expect((await fulfilmentRecords(t, form)).companies).toEqual([]);
  });

  it("invites an existing client login of no company (never attaches it), and leaves another company's login alone", async () => {
    const loose = await createClientUser(t.db, { companyId: null, email: uniqueEmail("loose") });
    const { url: looseUrl, form: looseForm } = await startCheckout(
      t,
      onboardingForm({ contactEmail: loose.email }),
    );
    await postForm(t, `${looseUrl}/pay`);
    const invited = await fulfilmentRecords(t, looseForm);
    expect(invited.companies[0]?.login_email).toBe(loose.email);
    expect(invited.mails.map((mail) => mail.subject)).toEqual([INVITATION_SUBJECT, NEXT_STEPS_SUBJECT]);
    const cookie = await login(t.app, loose.email, loose.password, "client");
    const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } });
    expect(me.json().companyName).toBeNull();

    const other = await createCompany(t.db);
    const taken = await createClientUser(t.db, { companyId: other.companyId, email: uniqueEmail("taken") });
    const { url: takenUrl, form: takenForm } = await startCheckout(
      t,
      onboardingForm({ contactEmail: taken.email }),
    );
    expect((await postForm(t, `${takenUrl}/pay`)).statusCode).toBe(303);
    const unlinked = await fulfilmentRecords(t, takenForm);
    expect(unlinked.companies).toMatchObject([{ status: "Onboarding", login_email: null }]);
    expect(unlinked.subscriptions).toHaveLength(1);
    expect(unlinked.mails.map((mail) => mail.subject)).toEqual([NEXT_STEPS_SUBJECT]);
    expect(unlinked.mails[0]?.body).toContain("Your account manager will set up your dashboard login");
    const meTaken = await t.app.inject({
      method: "GET",
      url: "/api/auth/me",
      headers: { cookie: await login(t.app, taken.email, taken.password, "client") },
    });
    expect(meTaken.json().companyName).toBe(other.companyName);
  });
});

describe("Cancel", () => {
  it("redirects to /cancel and charges nothing; the order can still be paid", async () => {
    const { url, form } = await startCheckout(t);
    const cancelled = await postForm(t, `${url}/cancel`);
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe("/cancel");
    expect(await fulfilmentRecords(t, form)).toMatchObject({ companies: [], subscriptions: [], mails: [] });

    expect((await postForm(t, `${url}/pay`)).statusCode).toBe(303);
    expect((await fulfilmentRecords(t, form)).companies).toHaveLength(1);
  });
});

describe("with Stripe configured", () => {
  const stripeApp = testAppSuite({ stripeSecretKey: FAKE_SECRET_KEY });

  it("switches the test checkout off, so nothing can be had without paying", async () => {
    const form = onboardingForm();
    const id = await submitForm(stripeApp, form);
    await stripeApp.db.execute(
      sql`update onboarding_submissions set checkout_session_id = 'cs_local_guess' where id = ${id}`,
    );
    const page = await stripeApp.app.inject({ method: "GET", url: "/checkout/test/cs_local_guess" });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain("Test checkout is off");
    expect(page.body).not.toContain("TEST MODE");
    expect((await postForm(stripeApp, "/checkout/test/cs_local_guess/pay")).statusCode).toBe(404);
    expect(await fulfilmentRecords(stripeApp, form)).toMatchObject({ companies: [], subscriptions: [] });
  });
});
