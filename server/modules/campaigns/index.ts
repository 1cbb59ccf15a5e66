export { countContactLists } from "./campaigns.repo.ts";
export {
  createCampaign,
  deleteCampaign,
  getCampaign,
  listCampaigns,
  updateCampaign,
} from "./campaigns.service.ts";
export {
  addMember,
  createContactList,
  deleteContactList,
  importContactBatch,
  listContactLists,
  listMembers,
  removeMember,
  renameContactList,
} from "./contact-lists.service.ts";
export { getContactListNameOfCampaign, unsubscribe } from "./unsubscribe.service.ts";
