export { countPendingComments, insertComment } from "./comments.repo.ts";
export {
  deleteComment,
  getCommentInfo,
  listForModeration,
  listProductComments,
  MODERATION_PAGE_SIZE,
  postComment,
  setCommentApproval,
  viewerComments,
} from "./comments.service.ts";
