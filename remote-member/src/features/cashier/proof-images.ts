// Proof images of a withdrawal confirmation: the app's image-file rules (utils/image-files) under
// the contract's proof limits, with the names the cashier uses.
export {
  addImageFiles as addProofFiles,
  type ImageRefusal as ProofRefusal,
  type ImageRefusalReason as ProofRefusalReason,
  readAsDataUrl,
} from '../../utils/image-files';
