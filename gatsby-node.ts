export { onPreInit } from "./src/gatsby/node/subset-fonts";
export { onPreBootstrap } from "./src/gatsby/node/check-content";
export { createSchemaCustomization } from "./src/gatsby/node/schema";
export { createResolvers } from "./src/gatsby/node/dated-resolvers";
export { createPages } from "./src/gatsby/node/create-pages";
export { onCreateWebpackConfig } from "./src/gatsby/node/webpack";
export { onPostBuild } from "./src/gatsby/node/post-build";
export { sourceNodes } from "./src/gatsby/node/build-info";
