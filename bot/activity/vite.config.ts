import { defineConfig } from "vite";

// The bot's build script sets ZERTZ_ACTIVITY_OUT: the files it embeds.
export default defineConfig({
  base: "./",
  build: {
    outDir: process.env.ZERTZ_ACTIVITY_OUT ?? "dist",
    emptyOutDir: true,
    assetsDir: "assets",
    target: "es2022",
    reportCompressedSize: false,
  },
});
