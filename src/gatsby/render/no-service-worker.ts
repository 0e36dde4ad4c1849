/**
 * Stands in for Gatsby's service-worker registration (.cache/register-service-worker.js) in the production bundle
 * (site-build/gatsby-node/lean-browser-bundle.ts). Gatsby loads it only when a plugin's `registerServiceWorker` asks for
 * one (gatsby-plugin-offline would), and this site has none. Should one be added, this says so rather than
 * silently registering nothing.
 */
throw new Error("No service worker registration: see src/gatsby/render/no-service-worker.ts");
