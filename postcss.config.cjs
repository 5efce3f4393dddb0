// Panda CSS writes the visitor layer's styles into the stylesheet at build time (panda.config.ts).
module.exports = {
  plugins: {
    '@pandacss/dev/postcss': {},
  },
};
