/** A valid body of the /demo signup form for `email`; `overrides` change single fields. */
export function signupFields(email: string, overrides: Partial<Record<string, string>> = {}) {
  return {
    firstName: "Jane",
    lastName: "Doe",
    email,
    company: "Acme Plumbing",
    phone: "(212) 555-0123",
    industry: "HVAC-R",
    employeeCount: "6-10",
    referralSource: "Industry Event",
    ...overrides,
  };
}
