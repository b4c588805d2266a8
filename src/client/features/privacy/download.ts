// Downloads are shared by several screens (exports): the helpers live in lib.
export { attachmentFileName, downloadFile } from "../../lib/download-file";
