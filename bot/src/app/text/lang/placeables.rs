//! The placeables a Fluent pattern uses: read by `build.rs`, which
//! generates each message's, and by the language tests, which compare
//! each language's with English. Plain code over `fluent-syntax`, so that
//! the build script can include it as it is.

use std::collections::BTreeSet;

use fluent_syntax::ast;

/// The variables a pattern uses, in variants too, and in selectors if
/// `selectors`.
pub fn variables<'s>(pattern: &ast::Pattern<&'s str>, selectors: bool, out: &mut BTreeSet<&'s str>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_variables(expression, selectors, out);
        }
    }
}

fn expression_variables<'s>(expression: &ast::Expression<&'s str>, selectors: bool, out: &mut BTreeSet<&'s str>) {
    match expression {
        ast::Expression::Inline(inline) => inline_variables(inline, selectors, out),
        ast::Expression::Select { selector, variants } => {
            if selectors {
                inline_variables(selector, selectors, out);
            }
            for v in variants {
                variables(&v.value, selectors, out);
            }
        }
    }
}

fn inline_variables<'s>(inline: &ast::InlineExpression<&'s str>, selectors: bool, out: &mut BTreeSet<&'s str>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            out.insert(id.name);
        }
        ast::InlineExpression::Placeable { expression } => expression_variables(expression, selectors, out),
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_variables(a, selectors, out);
            }
        }
        _ => {}
    }
}
