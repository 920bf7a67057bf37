// A web worker that runs one job for the page (src/background/worker.rs): generating a
// puzzle, working out a solve path, finding a practice position or making a booklet, in a
// second copy of Nonet's module, so the page keeps drawing.
// The page sends [module, job name, job as text]; the module is the one the page compiled
// (undefined when it has none: then this worker loads and compiles its own).
import init, { nonet_serve_job } from "./nonet.js";

self.onmessage = async (event) => {
  const [module, name, request] = event.data;
  try {
    await init(module ? { module_or_path: module } : undefined);
  } catch (error) {
    // The page then does the job itself.
    self.postMessage(["unavailable", String(error)]);
    self.close();
    return;
  }
  try {
    nonet_serve_job(name, request);
  } catch (error) {
    self.postMessage(["failed", String(error)]);
  }
  self.close();
};
