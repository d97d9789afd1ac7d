declare module "virtual:critical-css-plans" {
  const plans: import("beasties/runtime").CompactPlan[];
  export default plans;
}
