import { describe, expect, it } from "vitest";
import {
  invitationProblem,
  roleMay,
  TEAM_ACTIONS,
  TEAM_ROLES,
  type TeamAction,
  type TeamRole,
  teamChangeProblem,
} from "./team-permissions.ts";

const VIEWS: TeamAction[] = [
  "company.view",
  "rfqs.view",
  "products.view",
  "inquiries.view",
  "orders.view",
  "payments.view",
];

/** What each role may do, written out from the rules rather than read from the table. */
const EXPECTED: Record<TeamRole, TeamAction[]> = {
  owner: [...TEAM_ACTIONS],
  admin: TEAM_ACTIONS.filter((a) => a !== "company.close"),
  catalog_editor: ["company.view", "rfqs.view", "products.view", "products.edit", "products.publish"],
  sales: [
    "company.view",
    "rfqs.view",
    "inquiries.view",
    "inquiries.reply",
    "quotes.send",
    "orders.view",
    "orders.manage",
  ],
  finance: ["company.view", "rfqs.view", "orders.view", "payments.view", "payments.approve"],
  viewer: VIEWS,
};

describe("the team permission table", () => {
  it("names every action the supplier side needs", () => {
    expect([...TEAM_ACTIONS].sort()).toEqual(
      [
        "company.view",
        "company.edit_profile",
        "company.edit_storefront",
        "company.manage_documents",
        "team.invite",
        "team.change_role",
        "team.remove_member",
        "products.view",
        "products.edit",
        "products.publish",
        "inquiries.view",
        "inquiries.reply",
        "quotes.send",
        "rfqs.view",
        "orders.view",
        "orders.manage",
        "payments.view",
        "payments.approve",
        "company.close",
      ].sort(),
    );
  });

  const cases = TEAM_ROLES.flatMap((role) =>
    TEAM_ACTIONS.map((action) => ({ role, action, allowed: EXPECTED[role].includes(action) })),
  );
  it.each(cases)("$role may $action: $allowed", ({ role, action, allowed }) => {
    expect(roleMay(role, action)).toBe(allowed);
  });
});

describe("the team rules", () => {
  it("lets only an owner make an owner or change or remove one", () => {
    for (const actorRole of TEAM_ROLES) {
      const ownerOnly = actorRole === "owner" ? undefined : "owners_only";
      expect(teamChangeProblem({ actorRole, targetRole: "viewer", newRole: "owner", owners: 1 })).toBe(
        ownerOnly,
      );
      expect(teamChangeProblem({ actorRole, targetRole: "owner", newRole: "admin", owners: 2 })).toBe(
        ownerOnly,
      );
      expect(teamChangeProblem({ actorRole, targetRole: "owner", newRole: undefined, owners: 2 })).toBe(
        ownerOnly,
      );
    }
    expect(teamChangeProblem({ actorRole: "admin", targetRole: "sales", newRole: "viewer", owners: 1 })).toBe(
      undefined,
    );
    expect(
      teamChangeProblem({ actorRole: "admin", targetRole: "sales", newRole: undefined, owners: 1 }),
    ).toBe(undefined);
  });

  it("keeps at least one owner", () => {
    expect(teamChangeProblem({ actorRole: "owner", targetRole: "owner", newRole: "admin", owners: 1 })).toBe(
      "last_owner",
    );
    expect(
      teamChangeProblem({ actorRole: "owner", targetRole: "owner", newRole: undefined, owners: 1 }),
    ).toBe("last_owner");
    expect(teamChangeProblem({ actorRole: "owner", targetRole: "owner", newRole: "owner", owners: 1 })).toBe(
      undefined,
    );
    expect(teamChangeProblem({ actorRole: "owner", targetRole: "owner", newRole: "viewer", owners: 2 })).toBe(
      undefined,
    );
  });
});

describe("who may invite whom", () => {
  const invites: Record<TeamRole, TeamRole[]> = {
    owner: [...TEAM_ROLES],
    admin: TEAM_ROLES.filter((r) => r !== "owner"),
    catalog_editor: [],
    sales: [],
    finance: [],
    viewer: [],
  };
  const cases = TEAM_ROLES.flatMap((actorRole) =>
    TEAM_ROLES.map((role) => ({
      actorRole,
      role,
      expected: !roleMay(actorRole, "team.invite")
        ? "not_allowed"
        : invites[actorRole].includes(role)
          ? undefined
          : "owners_only",
    })),
  );
  it.each(cases)("$actorRole inviting a new $role: $expected", ({ actorRole, role, expected }) => {
    expect(invitationProblem(actorRole, role)).toBe(expected);
  });
});
