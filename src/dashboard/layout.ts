import type { Account } from "../accounts/account-store.ts";
import { csrfTokenFor } from "./csrf.ts";
import { html, type SafeHtml } from "./html-template.ts";
import type { SignedIn } from "./sessions.ts";

export type Section = "tools" | "keys" | "webhooks" | "storage" | "usage";

const SECTIONS: ReadonlyArray<{ id: Section; label: string }> = [
  { id: "tools", label: "Tools" },
  { id: "keys", label: "API keys" },
  { id: "webhooks", label: "Webhooks" },
  { id: "storage", label: "Storage" },
  { id: "usage", label: "Usage" },
];

/** The hidden field every state-changing form of a signed-in page carries. */
export function csrfField(signedIn: SignedIn): SafeHtml {
  return html`<input type="hidden" name="csrf" value="${csrfTokenFor(signedIn.token)}">`;
}

/** A one-button form that POSTs to `action` (revoke, remove, resend…). */
export function postButton(signedIn: SignedIn, action: string, label: SafeHtml | string, extra: SafeHtml | null = null, style = "secondary"): SafeHtml {
  return html`<form method="post" action="${action}" class="inline">${csrfField(signedIn)}${extra}<button type="submit" class="${style}">${label}</button></form>`;
}

/** Shown once, right after creation: the page that carries it is never cached (no-store). */
export function secretOnce(id: string, label: string, value: string, advice: string): SafeHtml {
  return html`<section class="card secret" aria-labelledby="${id}-heading">
  <h2 id="${id}-heading" tabindex="-1" data-focus>${label}</h2>
  <p>${advice}</p>
  <p class="secret-value"><code id="${id}">${value}</code>
  <button type="button" class="copy" data-copy="${id}">Copy</button>
  <span class="copy-status" role="status" aria-live="polite"></span></p>
</section>`;
}

/** A button's visible verb, with what it acts on for screen readers ("Revoke" + " build server"). */
export function actionLabel(verb: string, target: string): SafeHtml {
  return html`${verb}<span class="visually-hidden"> ${target}</span>`;
}

export function notice(text: string | null, kind: "ok" | "error" = "ok"): SafeHtml | null {
  if (text === null) return null;
  return html`<p class="notice ${kind}" role="${kind === "error" ? "alert" : "status"}">${text}</p>`;
}

function header(account: Account, signedIn: SignedIn, current: Section): SafeHtml {
  return html`<header class="top">
  <p class="brand"><a href="/dashboard">doctools</a></p>
  <nav aria-label="Dashboard">
    <ul>${SECTIONS.map((s) => html`<li><a href="/dashboard/${s.id}"${s.id === current ? html` aria-current="page"` : ""}>${s.label}</a></li>`)}</ul>
  </nav>
  <div class="who">
    <span>${account.email}</span>
    ${postButton(signedIn, "/dashboard/sign-out", "Sign out")}
  </div>
</header>`;
}

/** A whole page; `signedIn` null for the sign-in page; `script` a further script of the assets. */
export function page(title: string, body: SafeHtml, signedIn: SignedIn | null = null, current: Section | null = null, script: string | null = null): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · doctools dashboard</title>
<link rel="stylesheet" href="/dashboard/assets/dashboard.css">
<script src="/dashboard/assets/dashboard.js" defer></script>
${script ? html`<script src="/dashboard/assets/${script}" defer></script>\n` : ""}</head>
<body>
<a class="skip" href="#main">Skip to content</a>
${signedIn && current ? header(signedIn.account, signedIn, current) : html`<header class="top"><p class="brand"><a href="/dashboard">doctools</a></p></header>`}
<main id="main" tabindex="-1">
<h1>${title}</h1>
${body}
</main>
</body>
</html>
`.text;
}
