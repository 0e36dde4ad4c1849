export { ChunkErrorNotice } from "./ChunkErrorNotice";
