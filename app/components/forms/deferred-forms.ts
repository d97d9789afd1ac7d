import { deferredForm } from "./deferred-form";

/** The home, trade and comparison demo-call form: loads as it nears the screen, since most visitors scroll to it. */
export const DeferredDemoCallForm = deferredForm(() => import("./demo-call-form").then((module) => module.DemoCallForm), {
  nearScreen: true,
});

/** The /demo signup: the page is the form, so its code waits for the visitor's first touch. */
export const DeferredDemoSignupForm = deferredForm(() => import("./demo-signup-form").then((module) => module.DemoSignupForm));

/** The report gate's lead form, loaded on the first touch like the signup. */
export const DeferredReportDownloadForm = deferredForm(() => import("./report-download-form").then((module) => module.ReportDownloadForm));

/** The demo-call form inside an article: most readers never reach it, so its code waits for their first touch. */
export const DeferredArticleDemoCallForm = deferredForm(() => import("./demo-call-form").then((module) => module.DemoCallForm));
