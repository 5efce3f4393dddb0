// Panda CSS writes the visitor layer's styles into the stylesheet at build time (panda.config.ts).
// Its tokens layer declares every variable of the theme; postcss-prune-var keeps only those the
// stylesheet reads (following variables that read other variables). The Chakra layer, when it
// loads, declares the whole theme itself, so nothing it reads can go missing.
module.exports = {
  plugins: {
    '@pandacss/dev/postcss': {},
    'postcss-prune-var': {},
  },
};
