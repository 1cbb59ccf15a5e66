import { type Config, ConfigError, loadConfig } from "./config.ts";

/** Loads the configuration or stops the process with one clear line (exit code 2). */
export function configOrExit(env: Record<string, string | undefined> = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
}
