import type { Message } from "./message";

/** Console strings for the Members page: invitation links (copy, renew, revoke) and the only owner's rule. */
export const membersEn = {
  copyLink: "Copy link",
  copiedLink: "Copied",
  invitedUntil: "Invited as {role}, link valid until {date}",
  renewLink: "New link",
  renewLinkOf: "New invitation link for {email}",
  revokeInvitation: "Revoke",
  revokeInvitationOf: "Revoke the invitation of {email}",
  revokeConfirm: "Revoke the invitation of {email}? Its link stops working at once.",
  invitationRevoked: "The invitation of {email} is revoked.",
  renewedLink: "A new link for {email} (shown once; the old link no longer works). Valid until {date}:",
  onlyOwner: "The only owner: make someone else owner before changing this role.",
};

export const membersNl: Record<keyof typeof membersEn, Message> = {
  copyLink: "Link kopiëren",
  copiedLink: "Gekopieerd",
  invitedUntil: "Uitgenodigd als {role}, link geldig tot {date}",
  renewLink: "Nieuwe link",
  renewLinkOf: "Nieuwe uitnodigingslink voor {email}",
  revokeInvitation: "Intrekken",
  revokeInvitationOf: "De uitnodiging van {email} intrekken",
  revokeConfirm: "De uitnodiging van {email} intrekken? De link werkt meteen niet meer.",
  invitationRevoked: "De uitnodiging van {email} is ingetrokken.",
  renewedLink: "Een nieuwe link voor {email} (eenmalig getoond; de oude link werkt niet meer). Geldig tot {date}:",
  onlyOwner: "De enige eigenaar: maak eerst iemand anders eigenaar voor je deze rol wijzigt.",
};
