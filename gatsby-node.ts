export { onPreBootstrap } from "./src/build/check-content";
export { createSchemaCustomization } from "./src/build/schema";
export { createPages } from "./src/build/create-pages";
export { onCreateWebpackConfig } from "./src/build/webpack";
export { onPostBuild } from "./src/build/post-build";
export { sourceNodes } from "./src/build/build-info";
