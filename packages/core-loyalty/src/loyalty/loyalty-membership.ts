/**
 * Whether the loyalty area shows the member's club (levels, rewards, box) or the invitation
 * to join: a member is enrolled in the programme's second version or holds the club's
 * membership on the account (docs/product/accounts.md §4.1; docs/product/loyalty.md §7).
 */
export function isLoyaltyMember(
  status: { enrolled: boolean } | null,
  user: { hasLoyaltyMembership: boolean },
): boolean {
  return status?.enrolled === true || user.hasLoyaltyMembership;
}
