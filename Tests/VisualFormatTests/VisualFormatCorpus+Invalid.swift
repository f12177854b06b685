/// Invalid entries: see `VisualFormatCorpus`.
extension VisualFormatCorpus {
    static let invalid = #"""
> H:|-[button-[textField]|
             ^ expected ']' after view name 'button'

> H:
    ^ expected a view such as '[button]'

> |
   ^ expected a view such as '[button]' between the superview edges

> |-|
    ^ expected a view such as '[button]' between the superview edges

> ||
   ^ expected a view such as '[button]' between the superview edges

> button
  ^ expected '[' before view name 'button'

> h:[a]
  ^ unknown orientation 'h'; expected 'H:' or 'V:' (did you mean 'H'?)

> Horizontal:[a]
  ^ unknown orientation 'Horizontal'; expected 'H:' or 'V:'

> [a
    ^ expected ']' after view name 'a'

> []
   ^ expected a view name after '['

> [1a]
   ^ expected a view name after '['

> [a b]
     ^ expected ']' after view name 'a'

> [zz]
   ^ unknown view 'zz'

> [buton]
   ^ unknown view 'buton' (did you mean 'button'?)

> [a]-[buton1]
       ^ unknown view 'buton1' (did you mean 'button1'?)

> [a(>=50]
         ^ expected ',' or ')' after a predicate

> [a()]
     ^ expected a predicate such as '>=50' after '('

> [a(>50)]
     ^ expected a relation '==', '<=' or '>='

> [a(=50)]
     ^ expected a relation '==', '<=' or '>='

> [a(=>50)]
     ^ expected a relation '==', '<=' or '>='

> [a(50@)]
        ^ expected a priority after '@'

> [a(50@1001)]
        ^ priority 1001 is outside 1...1000

> [a(50@0)]
        ^ priority 0 is outside 1...1000

> [a(50@-5)]
        ^ priority -5 is outside 1...1000

> [a(50@big2)]
        ^ unknown metric 'big2' for a priority (did you mean 'big'?)

> [a(==zz)]
       ^ unknown view or metric 'zz'

> [a(==buton)]
       ^ unknown view or metric 'buton' (did you mean 'button'?)

> [a(==insett)]
       ^ unknown view or metric 'insett' (did you mean 'inset'?)

> [a]-[b
        ^ expected ']' after view name 'b'

> [a]-
      ^ expected a view or '|' after '-'

> [a]-8
       ^ expected '-' to end the connection

> [a]-8[b]
       ^ expected '-' to end the connection

> [a]-8-
        ^ expected a view or '|' after the connection

> [a]-(8)[b]
         ^ expected '-' after ')'

> [a]-(8-[b]
        ^ expected ',' or ')' after a predicate

> [a]--8-[b]
      ^ a negative spacing must be in parentheses, as in '-(-8)-'

> [a]--[b]
      ^ expected a number, a metric name or '(' after '-'

> [a]-zz-[b]
      ^ unknown metric 'zz'

> [a]-insett-[b]
      ^ unknown metric 'insett' (did you mean 'inset'?)

> [a]-(==b)-[b]
         ^ a connection's spacing is a number or a metric, not view 'b'

> [a]-(8@2000)-[b]
         ^ priority 2000 is outside 1...1000

> [a]-8@0-[b]
        ^ priority 0 is outside 1...1000

> [a]|-[b]
      ^ unexpected '-' after the closing '|'

> |-[a]-||
         ^ unexpected '|' after the closing '|'

> [a]x
     ^ expected '-', '[', '|' or the end after view 'a'

> [a](50)
     ^ expected '-', '[', '|' or the end after view 'a'

> |-[a]-|-[b]
         ^ unexpected '-' after the closing '|'

> -[a]
  ^ expected a view such as '[button]' before a connection

> |-8-
      ^ expected a view such as '[button]' between the superview edges

> |-8-x
      ^ expected a view such as '[button]' after the connection

> [a]-(>=)-[b]
         ^ expected a number or a metric name

> [a(>=)]
       ^ expected a number, a metric name or a view name

> [a(-)]
      ^ expected a number after '-'

> [a(--5)]
      ^ expected a number after '-'

> [a(5,)]
       ^ expected a number, a metric name or a view name

> [a(1.2.3)]
        ^ expected ',' or ')' after a predicate

> [a]-(8,)-[b]
         ^ expected a number or a metric name

> [a(.5)]
     ^ a number must start with a digit: write '0.5'

> [a]-.5-[b]
      ^ a number must start with a digit: write '0.5'

> [a(>=-.5)]
        ^ a number must start with a digit: write '0.5'

> [a(==8@.5)]
         ^ a number must start with a digit: write '0.5'

> V:[a]-[b]
options: alignAllTop
  ^ option 'alignAllTop' aligns along the vertical orientation; alignment must be perpendicular to it

> [a]-[b]
options: alignAllCenterX
  ^ option 'alignAllCenterX' aligns along the horizontal orientation; alignment must be perpendicular to it

> [a]-[b]
options: spacingBaselineToBaseline
  ^ option 'spacingBaselineToBaseline' applies only to vertical formats ('V:')

> [a]
options: directionLeftToRight, directionRightToLeft
  ^ options 'directionLeftToRight' and 'directionRightToLeft' cannot be combined

> V:[a]
options: spacingEdgeToEdge, spacingBaselineToBaseline
  ^ options 'spacingEdgeToEdge' and 'spacingBaselineToBaseline' cannot be combined

> [a]-[b]]
         ^ expected '-', '[', '|' or the end after view 'b'

> [a]-(8))-[b]
         ^ expected '-' after ')'

> [a]-8-|x
         ^ unexpected 'x' after the closing '|'

> V:[a(==b)]-(1e999)-[b]
              ^ '1e999' is not a number

> [a]-[b(==c@high)]-[c(==zz)]
                         ^ unknown view or metric 'zz'

> [a(==b)]-
           ^ expected a view or '|' after '-'

> [ a ]- [b
           ^ expected ']' after view name 'b'

> [a]-(>=8@)-[b]
           ^ expected a priority after '@'

> V:|-[a]-[b]|
options: alignAllTop
  ^ option 'alignAllTop' aligns along the vertical orientation; alignment must be perpendicular to it

> [a(==b@zz)]
         ^ unknown metric 'zz' for a priority

> [a]-(inset@)-[b]
             ^ expected a priority after '@'
"""#
}
