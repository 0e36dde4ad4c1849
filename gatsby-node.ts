export { onPreInit } from "./site-build/gatsby-node/subset-fonts";
export { onPreBootstrap } from "./site-build/gatsby-node/check-content";
export { createSchemaCustomization } from "./site-build/gatsby-node/schema";
export { createResolvers } from "./site-build/gatsby-node/dated-resolvers";
export { createPages } from "./site-build/gatsby-node/create-pages";
export { onCreateWebpackConfig } from "./site-build/gatsby-node/webpack";
export { onPostBuild } from "./site-build/gatsby-node/post-build";
export { sourceNodes } from "./site-build/gatsby-node/build-info";
