// What a sanitised SVG may keep: static drawing only (no script, no animation, no foreign content).

export const SVG_NS = 'http://www.w3.org/2000/svg';
export const XLINK_NS = 'http://www.w3.org/1999/xlink';
export const XML_NS = 'http://www.w3.org/XML/1998/namespace';

const filterPrimitives = [
  'feBlend',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feConvolveMatrix',
  'feDiffuseLighting',
  'feDisplacementMap',
  'feDistantLight',
  'feDropShadow',
  'feFlood',
  'feFuncA',
  'feFuncB',
  'feFuncG',
  'feFuncR',
  'feGaussianBlur',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
  'fePointLight',
  'feSpecularLighting',
  'feSpotLight',
  'feTile',
  'feTurbulence',
];

export const allowedElements = new Set([
  'svg',
  'g',
  'defs',
  'title',
  'desc',
  'symbol',
  'use',
  'image',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'pattern',
  'clipPath',
  'mask',
  'marker',
  'filter',
  'style',
  ...filterPrimitives,
]);

/** Attributes without a namespace that may stay (geometry, presentation, text, filters). */
const attributeGroups = {
  identity: `
    id class style lang viewBox preserveAspectRatio version width height x y x1 y1 x2 y2 cx
    cy r rx ry fx fy fr d points pathLength transform href`,
  presentation: `
    fill fill-opacity fill-rule stroke stroke-width stroke-opacity stroke-linecap
    stroke-linejoin stroke-miterlimit stroke-dasharray stroke-dashoffset opacity color
    display visibility overflow clip-path clip-rule mask filter marker-start marker-mid
    marker-end stop-color stop-opacity color-interpolation color-interpolation-filters
    flood-color flood-opacity lighting-color shape-rendering text-rendering image-rendering
    vector-effect paint-order mix-blend-mode isolation`,
  text: `
    font-family font-size font-style font-weight font-variant font-stretch text-anchor
    dominant-baseline alignment-baseline baseline-shift letter-spacing word-spacing
    text-decoration writing-mode direction unicode-bidi dx dy rotate textLength lengthAdjust
    startOffset method spacing side`,
  // gradients, patterns, clips, masks, markers
  gradients: `
    gradientUnits gradientTransform spreadMethod offset patternUnits patternContentUnits
    patternTransform clipPathUnits maskUnits maskContentUnits markerUnits markerWidth
    markerHeight refX refY orient`,
  filters: `
    filterUnits primitiveUnits in in2 result mode type values operator k1 k2 k3 k4
    stdDeviation edgeMode order kernelMatrix divisor bias targetX targetY preserveAlpha
    surfaceScale diffuseConstant specularConstant specularExponent kernelUnitLength scale
    xChannelSelector yChannelSelector radius baseFrequency numOctaves seed stitchTiles
    tableValues slope intercept amplitude exponent azimuth elevation z pointsAtX pointsAtY
    pointsAtZ limitingConeAngle`,
};

export const allowedAttributes = new Set(
  Object.values(attributeGroups).flatMap((group) => group.split(/\s+/).filter(Boolean)),
);
