// Packages shipped as ES modules only (the Hebrew calendar's, site-build/gatsby-node/calendar/closures.ts): Jest runs
// CommonJS, so their modules are turned into CommonJS and nothing else (Node.js runs their modern syntax as it is).
module.exports = require("babel-jest").default.createTransformer({
  babelrc: false,
  configFile: false,
  plugins: ["@babel/plugin-transform-modules-commonjs"],
});
